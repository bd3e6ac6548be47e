// MINT NOW of a reservation (spec 2 §2 Reservation card): mintReservation with one idempotency key per
// press; offchain collections queue the airdrop (PROCESSING). On-chain collections answer a voucher:
// the player's wallet sends the mint (lib/onchain-mint.ts, loaded only then; with no wallet connected
// on this page the wallet selection opens first, spec 1 §2 Connect wallet), and confirmMint records it
// (COMPLETED; spec 2 §4 mint user event states). The card stays pending meanwhile. Server errors show
// centrally (spec 2 §8: minting-not-reserved "Your reserved item has expired!",
// reached-collection-mint-limit toasts); wallet failures toast here (mint-wallet-errors.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  confirmMintMutationOptions,
  mintReservationMutationOptions,
} from '@levelup/api/launchpad-player';
import { showToast } from '@levelup/ui/feedback/toast-store';
import type { WalletOption } from '@levelup/ui/payments/wallet-selection-modal';
import { useActionKeys } from '#shared/use-action-keys.ts';
import { useApi } from '#shared/use-api.ts';
import { mintWalletErrorText } from '../lib/mint-wallet-errors.ts';
import type { MintVoucher, MintingWallet } from '../lib/onchain-mint.ts';

const MINT_WALLET_TOAST_ID = 'mint-wallet';

/** The wallet selection of a mint with no connected wallet. */
export type MintWalletChoice = {
  wallets: WalletOption[];
  pendingId: string | null;
  select: (walletId: string) => void;
  close: () => void;
};

export function useMintReservation() {
  const api = useApi();
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  const confirmKeys = useActionKeys();
  const [submitting, setSubmitting] = useState(false);
  const [choice, setChoice] = useState<MintWalletChoice | null>(null);
  const mint = useMutation({
    ...mintReservationMutationOptions(api, queryClient),
    onSettled: keys.onSettled,
  });
  const confirm = useMutation({
    ...confirmMintMutationOptions(api, queryClient),
    onSettled: confirmKeys.onSettled,
  });

  const failed = (error: unknown) => {
    const text = mintWalletErrorText(error);
    if (text) showToast({ id: MINT_WALLET_TOAST_ID, text, tone: 'error' });
  };

  const send = async (
    reservationId: string,
    voucher: MintVoucher,
    wallet: MintingWallet | null,
  ): Promise<void> => {
    const { sendMintTransaction } = await import('../lib/onchain-mint.ts');
    const txHash = await sendMintTransaction(wallet, voucher);
    await confirm.mutateAsync(confirmKeys.withKey({ reservationId, txHash }));
  };

  const submit = async (reservationId: string, voucher: MintVoucher) => {
    setSubmitting(true);
    try {
      const { mintWallets } = await import('../lib/onchain-mint.ts');
      const runtime = await mintWallets(api, queryClient);
      const connected = runtime?.connected() ?? null;
      if (runtime && !connected) {
        // Pending until the player picks a wallet or closes the selection.
        const choose = (pendingId: string | null): MintWalletChoice => ({
          wallets: runtime.wallets(),
          pendingId,
          select: (walletId) => {
            setChoice(choose(walletId));
            runtime
              .connect(walletId, voucher.chainId)
              .then((wallet) => {
                setChoice(null);
                return send(reservationId, voucher, wallet);
              })
              .catch((error: unknown) => {
                setChoice(null);
                failed(error);
              })
              .finally(() => setSubmitting(false));
          },
          close: () => {
            setChoice(null);
            setSubmitting(false);
          },
        });
        setChoice(choose(null));
        return;
      }
      await send(reservationId, voucher, connected);
    } catch (error) {
      failed(error);
    }
    setSubmitting(false);
  };

  return {
    mint: (reservationId: string) =>
      mint.mutate(keys.withKey({ reservationId }), {
        onSuccess: (start) => {
          if (start.voucher) void submit(reservationId, start.voucher);
        },
      }),
    minting: mint.isPending || submitting,
    walletChoice: choice,
  };
}
