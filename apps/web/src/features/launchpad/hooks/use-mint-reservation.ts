// MINT NOW of a reservation (spec 2 §2 Reservation card): mintReservation with one idempotency key per
// press; offchain collections queue the airdrop (PROCESSING). On-chain collections answer a voucher:
// the player's wallet sends the mint and confirmMint records it (components/onchain-mint-flow.tsx,
// loaded only then, with the wallet code; spec 2 §4 mint user event states). The card stays pending
// meanwhile. Server errors show centrally (spec 2 §8: minting-not-reserved "Your reserved item has
// expired!", reached-collection-mint-limit toasts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mintReservationMutationOptions } from '@levelup/api/launchpad-player';
import { useActionKeys } from '#shared/use-action-keys.ts';
import { useApi } from '#shared/use-api.ts';
import type { MintVoucher } from '../lib/onchain-mint.ts';

/** An on-chain mint in progress: the reservation and the server's voucher for the wallet. */
export type PendingMint = { reservationId: string; voucher: MintVoucher };

export function useMintReservation() {
  const api = useApi();
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  const [pending, setPending] = useState<PendingMint | null>(null);
  const mint = useMutation({
    ...mintReservationMutationOptions(api, queryClient),
    onSettled: keys.onSettled,
  });

  return {
    mint: (reservationId: string) =>
      mint.mutate(keys.withKey({ reservationId }), {
        onSuccess: (start) => {
          if (start.voucher) setPending({ reservationId, voucher: start.voucher });
        },
      }),
    minting: mint.isPending || pending !== null,
    /** The on-chain mint the wallet is sending, or null. */
    pendingMint: pending,
    /** The on-chain mint is over (confirmed, failed or given up). */
    finishMint: () => setPending(null),
  };
}
