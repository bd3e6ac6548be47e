// On-chain MINT NOW (issue 13 Build 4; spec 2 §2 Reservation card, §4 mint user event states): the
// voucher's mint is sent by the player's wallet — the one connected on this page, else the one chosen
// in the wallet selection (spec 1 §2 Connect wallet), connected on the voucher's chain — and
// confirmMint records it (COMPLETED). The connection state is wagmi's (#shared/wallet/wallet-flow.tsx,
// one config per page shared with the checkout); this flow and the wallet code load only with a voucher.
// Wallet failures toast here (lib/mint-wallet-errors.ts); server errors show centrally (spec 2 §8).
import { useLaunchpadText } from '../launchpad-text.ts';
import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  useConnect,
  useConnection,
  useConnectors,
  useSendTransaction,
  useSwitchChain,
} from 'wagmi';
import type { Address, Hex } from 'viem';
import { confirmMintMutationOptions } from '@levelup/api/launchpad-player';
import { showToast } from '@levelup/ui/feedback/toast-store';
import { WalletSelectionModal } from '@levelup/ui/payments/wallet-selection-modal';
import { useActionKeys } from '#shared/use-action-keys.ts';
import { useApi } from '#shared/use-api.ts';
import { WALLET_MUTATION, WalletFlow, connectingWalletId } from '#shared/wallet/wallet-flow.tsx';
import type { WalletSetup } from '#shared/wallet/wallet-setup.ts';
import type { PendingMint } from '../hooks/use-mint-reservation.ts';
import { mintWalletErrorText } from '../lib/mint-wallet-errors.ts';
import { sendMintTransaction, type MintingWallet } from '../lib/onchain-mint.ts';

const MINT_WALLET_TOAST_ID = 'mint-wallet';

type OnchainMintFlowProps = PendingMint & {
  /** The mint is over: confirmed, failed (a toast said why) or given up. */
  onFinished: () => void;
};

export default function OnchainMintFlow({ onFinished, ...mint }: OnchainMintFlowProps) {
  const t = useLaunchpadText();
  return (
    <WalletFlow onOpened={() => undefined} onClose={onFinished} purpose={t('mint.walletPurpose')}>
      {(setup) => <MintSteps setup={setup} {...mint} onFinished={onFinished} />}
    </WalletFlow>
  );
}

function failed(error: unknown) {
  const text = mintWalletErrorText(error);
  if (text) showToast({ id: MINT_WALLET_TOAST_ID, text, tone: 'error' });
}

function MintSteps({
  setup,
  reservationId,
  voucher,
  onFinished,
}: OnchainMintFlowProps & { setup: WalletSetup }) {
  const t = useLaunchpadText();
  const api = useApi();
  const queryClient = useQueryClient();
  const confirmKeys = useActionKeys();
  const confirm = useMutation({
    ...confirmMintMutationOptions(api, queryClient),
    onSettled: confirmKeys.onSettled,
  });
  const connection = useConnection();
  const connectors = useConnectors();
  const connect = useConnect(WALLET_MUTATION);
  const switchChain = useSwitchChain(WALLET_MUTATION);
  const sendTransaction = useSendTransaction(WALLET_MUTATION);
  const sent = useRef(false);

  const send = async () => {
    if (connection.status !== 'connected') return;
    const { address, connector } = connection;
    const wallet: MintingWallet = {
      address,
      chainId: () => connection.chainId,
      switchChain: async (chainId) => {
        await switchChain.mutateAsync({ chainId, connector });
      },
      sendTransaction: ({ chainId, to, data, value, gas }) =>
        sendTransaction.mutateAsync({
          connector,
          account: address,
          chainId,
          to: to as Address,
          data: data as Hex,
          value,
          gas,
          type: 'eip1559',
        }),
    };
    try {
      const txHash = await sendMintTransaction(wallet, voucher);
      await confirm.mutateAsync(confirmKeys.withKey({ reservationId, txHash }));
    } catch (error) {
      failed(error);
    }
    onFinished();
  };

  // A wallet connected (already on this page, or just chosen) sends the mint, once.
  const connected = connection.status === 'connected';
  useEffect(() => {
    if (!connected || sent.current) return;
    sent.current = true;
    void send();
    // send reads this render's connection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [connected]);

  if (connected) return null;
  return (
    <WalletSelectionModal
      wallets={setup.wallets()}
      pendingId={connectingWalletId(connect)}
      purpose={t('mint.walletPurpose')}
      onSelect={(walletId) => {
        const connector = connectors.find((candidate) => candidate.uid === walletId);
        if (!connector) return;
        connect.mutate(
          { connector, chainId: voucher.chainId },
          {
            onError: (error) => {
              failed(error);
              onFinished();
            },
          },
        );
      }}
      onClose={onFinished}
    />
  );
}
