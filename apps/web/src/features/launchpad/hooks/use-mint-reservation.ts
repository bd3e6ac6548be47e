// MINT NOW of a reservation (spec 2 §2 Reservation card): mintReservation with one idempotency key per
// press; offchain collections queue the airdrop (PROCESSING). On-chain collections answer a voucher:
// the player's connected wallet sends the mint (lib/onchain-mint.ts, loaded only then), and confirmMint
// records it (COMPLETED; spec 2 §4 mint user event states). The card stays pending meanwhile. Server
// errors show centrally (spec 2 §8: minting-not-reserved "Your reserved item has expired!",
// reached-collection-mint-limit toasts); wallet failures toast here (mint-wallet-errors.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  confirmMintMutationOptions,
  mintReservationMutationOptions,
} from '@levelup/api/launchpad-player';
import { showToast } from '@levelup/ui/feedback/toast-store';
import { useActionKeys } from '#shared/use-action-keys.ts';
import { useApi } from '#shared/use-api.ts';
import { mintWalletErrorText } from '../lib/mint-wallet-errors.ts';
import type { MintVoucher } from '../lib/onchain-mint.ts';

const MINT_WALLET_TOAST_ID = 'mint-wallet';

export function useMintReservation() {
  const api = useApi();
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  const confirmKeys = useActionKeys();
  const [submitting, setSubmitting] = useState(false);
  const mint = useMutation({
    ...mintReservationMutationOptions(api, queryClient),
    onSettled: keys.onSettled,
  });
  const confirm = useMutation({
    ...confirmMintMutationOptions(api, queryClient),
    onSettled: confirmKeys.onSettled,
  });

  const submit = async (reservationId: string, voucher: MintVoucher) => {
    setSubmitting(true);
    try {
      const { connectedWallet, sendMintTransaction } = await import('../lib/onchain-mint.ts');
      const txHash = await sendMintTransaction(await connectedWallet(api, queryClient), voucher);
      await confirm.mutateAsync(confirmKeys.withKey({ reservationId, txHash }));
    } catch (error) {
      const text = mintWalletErrorText(error);
      if (text) showToast({ id: MINT_WALLET_TOAST_ID, text, tone: 'error' });
    } finally {
      setSubmitting(false);
    }
  };

  return {
    mint: (reservationId: string) =>
      mint.mutate(keys.withKey({ reservationId }), {
        onSuccess: (start) => {
          if (start.voucher) void submit(reservationId, start.voucher);
        },
      }),
    minting: mint.isPending || submitting,
  };
}
