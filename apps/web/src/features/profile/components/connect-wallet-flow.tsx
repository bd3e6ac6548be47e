// CONNECT WALLET on the profile (issue 13 Build 5; spec 2 §4 Wallet): the wallet selection (open
// within 10 s, spec 1 §5, else "Open wallet selection modal timed out"), the confirm wallet modal
// (spec 2 §2), then the signed challenge binds the wallet and the user is refetched. The connection
// state is wagmi's (#shared/wallet/wallet-flow.tsx: one config per page, shared with the checkout),
// loaded with this flow only.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useConnect, useConnection, useConnectors, useDisconnect } from 'wagmi';
import { connectWalletMutationOptions, requestWalletChallenge } from '@levelup/api/wallets';
import { ConfirmWalletModal } from '@levelup/ui/wallets/confirm-wallet-modal';
import { WalletSelectionModal } from '@levelup/ui/payments/wallet-selection-modal';
import { useSessionController } from '#app/session.ts';
import { chainName } from '#shared/chains.ts';
import { useApi } from '#shared/use-api.ts';
import { useSigningWallet } from '#shared/wallet/use-signing-wallet.ts';
import {
  WALLET_MUTATION,
  WalletFlow,
  connectingWalletId,
  walletErrorText,
} from '#shared/wallet/wallet-flow.tsx';
import type { WalletSetup } from '#shared/wallet/wallet-setup.ts';
import { bindConnectedWallet } from '#shared/wallet/wallet-signing.ts';
import { useProfileText } from '../profile-text.ts';

export default function ConnectWalletFlow({
  onOpened,
  onClose,
}: {
  /** The first modal is open (or the opening failed and says why). */
  onOpened: () => void;
  onClose: () => void;
}) {
  const t = useProfileText();
  return (
    <WalletFlow onOpened={onOpened} onClose={onClose} purpose={t('wallets.purpose')}>
      {(setup) => <BindingSteps setup={setup} onClose={onClose} />}
    </WalletFlow>
  );
}

function BindingSteps({ setup, onClose }: { setup: WalletSetup; onClose: () => void }) {
  const t = useProfileText();
  const api = useApi();
  const queryClient = useQueryClient();
  const session = useSessionController();
  // Its success refreshes the wallet list (packages/api wallets.ts).
  const connectWallet = useMutation(connectWalletMutationOptions(api, queryClient));
  const connection = useConnection();
  const connectors = useConnectors();
  const connect = useConnect(WALLET_MUTATION);
  const disconnect = useDisconnect(WALLET_MUTATION);
  const signingWallet = useSigningWallet();
  // A wallet already connected on this page goes straight to the confirm wallet modal.
  const [confirming, setConfirming] = useState(connection.status === 'connected');
  const [binding, setBinding] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const select = (walletId: string) => {
    const connector = connectors.find((candidate) => candidate.uid === walletId);
    if (!connector) return;
    setError(null);
    // Connected on whatever chain the wallet is: binding switches it (spec 2 §4 Wallet).
    connect.mutate(
      { connector },
      {
        onSuccess: () => setConfirming(true),
        onError: (failure) => setError(walletErrorText(failure)),
      },
    );
  };

  const confirm = async () => {
    setBinding(true);
    setError(null);
    try {
      await bindConnectedWallet(signingWallet, setup.requiredChainId, {
        challenge: (variables) => requestWalletChallenge(api, variables),
        connect: (variables) => connectWallet.mutateAsync(variables),
        refetchUser: () => session.refetchUser(),
      });
      onClose();
    } catch (failure) {
      setError(walletErrorText(failure));
      setBinding(false);
    }
  };

  const connectAnother = async () => {
    await disconnect.mutateAsync({}).catch(() => undefined);
    setError(null);
    setConfirming(false);
  };

  if (!confirming || connection.status !== 'connected')
    return (
      <WalletSelectionModal
        wallets={setup.wallets()}
        pendingId={connectingWalletId(connect)}
        error={error}
        purpose={t('wallets.purpose')}
        onSelect={select}
        onClose={onClose}
      />
    );
  return (
    <ConfirmWalletModal
      address={connection.address}
      chainLabel={chainName(setup.requiredChainId)}
      pending={binding}
      error={error}
      onConfirm={() => void confirm()}
      onConnectAnother={() => void connectAnother()}
      onClose={onClose}
    />
  );
}
