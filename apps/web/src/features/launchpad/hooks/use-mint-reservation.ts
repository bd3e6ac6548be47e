// MINT NOW of a reservation (spec 2 §2 Reservation card): mintReservation with one idempotency key per
// press; offchain collections queue the airdrop (PROCESSING). Errors show centrally (spec 2 §8:
// minting-not-reserved "Your reserved item has expired!", reached-collection-mint-limit toasts).
// On-chain collections answer a voucher for the player's bound wallet; submitting it with the wallet
// is the wallets work's (issue 13 Build 5), so the voucher is not used here yet.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mintReservationMutationOptions } from '@levelup/api/launchpad-player';
import { useActionKeys } from '#shared/use-action-keys.ts';
import { useApi } from '#shared/use-api.ts';

export function useMintReservation() {
  const api = useApi();
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  const mint = useMutation({
    ...mintReservationMutationOptions(api, queryClient),
    onSettled: keys.onSettled,
  });
  return {
    mint: (reservationId: string) => mint.mutate(keys.withKey({ reservationId })),
    minting: mint.isPending,
  };
}
