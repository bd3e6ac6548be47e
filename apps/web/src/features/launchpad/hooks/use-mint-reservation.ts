// MINT NOW of a reservation (spec 2 §2 Reservation card): mintReservation with one idempotency key per
// press; offchain collections queue the airdrop (PROCESSING). On-chain collections answer a voucher:
// the player's wallet sends the mint and confirmMint records it (components/onchain-mint-flow.tsx,
// loaded only then, with the wallet code; spec 2 §4 mint user event states). A mint transaction sent
// already (the reservation's mintTxHash, after a reload) is confirmed instead: no voucher, nothing
// sent twice. The card stays pending meanwhile. Server errors show centrally (spec 2 §8:
// minting-not-reserved "Your reserved item has expired!", reached-collection-mint-limit toasts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  confirmMintMutationOptions,
  mintReservationMutationOptions,
} from '@levelup/api/launchpad-player';
import { useActionKeys } from '#shared/use-action-keys.ts';
import { useApi } from '#shared/use-api.ts';
import type { MintVoucher } from '../lib/onchain-mint.ts';

/** An on-chain mint in progress: the reservation and the server's voucher for the wallet. */
export type PendingMint = { reservationId: string; voucher: MintVoucher };

/** A reservation whose mint transaction was sent (its mintTxHash), to confirm. */
export type SentMint = { id: string; mintTxHash?: string | null };

/**
 * @param sent the card's reservation when its mint transaction was sent already: confirmed on sight
 * (a reload between sending and confirming), once per transaction.
 */
export function useMintReservation(sent: SentMint | null = null) {
  const api = useApi();
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  const confirmKeys = useActionKeys();
  const [pending, setPending] = useState<PendingMint | null>(null);
  const mint = useMutation({
    ...mintReservationMutationOptions(api, queryClient),
    onSettled: keys.onSettled,
  });
  const confirm = useMutation({
    ...confirmMintMutationOptions(api, queryClient),
    onSettled: confirmKeys.onSettled,
  });
  const confirmSent = (reservationId: string, txHash: string) =>
    confirm.mutate(confirmKeys.withKey({ reservationId, txHash }));

  const confirmed = useRef<string | null>(null);
  const sentHash = sent?.mintTxHash ?? null;
  useEffect(() => {
    if (!sent || !sentHash || confirmed.current === sentHash) return;
    confirmed.current = sentHash;
    confirmSent(sent.id, sentHash);
    // Once per sent transaction.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sentHash]);

  return {
    // The answer is taken from the mutation's own promise, not from mutate's callbacks: TanStack Query
    // drops those when the observer is reset or has no listener at the moment the answer arrives, and
    // the voucher would be lost with the player's press. A failure shows centrally (query-client.ts).
    mint: (reservationId: string) =>
      mint.mutateAsync(keys.withKey({ reservationId })).then(
        ({ voucher, reservation }) => {
          if (voucher) setPending({ reservationId, voucher });
          else if (reservation.mintTxHash) confirmSent(reservationId, reservation.mintTxHash);
        },
        () => undefined,
      ),
    minting: mint.isPending || confirm.isPending || pending !== null,
    /** The on-chain mint the wallet is sending, or null. */
    pendingMint: pending,
    /** The on-chain mint is over (confirmed, failed or given up). */
    finishMint: () => setPending(null),
  };
}
