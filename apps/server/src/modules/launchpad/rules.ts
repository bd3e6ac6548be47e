// The launchpad rules on rows, with the shared domain rules of packages/domain/src/collection.ts
// (spec 2 §4 Event countdown and collections, mint user event states; spec 1 §5 reservation expiry).
import {
  collectionStatus,
  isReservationExpired,
  isSoldOut,
  soldFraction,
  type CollectionSupply,
} from '@levelup/domain/collection';
import { eventStatus } from '@levelup/domain/event-status';
import type { MintUserEventState } from '#generated/resolvers.ts';
import type { CollectionRow, EventRow, ReservationRow } from './store.ts';

export const supplyOf = (row: CollectionRow): CollectionSupply => ({
  maxSupply: row.maxSupply,
  mintedCount: row.mintedCount,
  reservedCount: row.reservedCount,
  listPrice: row.listPrice,
});

export function statusOf(row: CollectionRow, events: readonly EventRow[], now: Date) {
  return collectionStatus({ events, releasedAt: row.releasedAt, endAt: row.endAt, now });
}

export const soldOut = (row: CollectionRow) => isSoldOut(supplyOf(row));
export const fractionSold = (row: CollectionRow) => soldFraction(supplyOf(row));

/** The reservation's stage: the 1-based position of the event live now, else 1. */
export function liveStage(events: readonly EventRow[], now: Date): number {
  const index = events.findIndex((event) => eventStatus({ ...event, now }) === 'LIVE');
  return index < 0 ? 1 : index + 1;
}

/** A reservation's state: a RESERVED row past its expiry is EXPIRED even before the expiry job ran. */
export function reservationState(row: ReservationRow, now: Date): MintUserEventState {
  if (row.state === 'RESERVED' && isReservationExpired({ ...row, now })) return 'EXPIRED';
  return row.state as MintUserEventState;
}

/** Whether a reservation still holds an item (counts against reserveLimitPerPlayer). */
export const holdsItem = (row: ReservationRow, now: Date) =>
  reservationState(row, now) !== 'EXPIRED';

/**
 * spec 2 §4 Mint user event states: the player's latest reservation decides (RESERVED, EXPIRED,
 * PROCESSING, COMPLETED); without one, QUALIFIED once the collection's missions are all complete.
 */
export function userState(
  latest: ReservationRow | null,
  missionsComplete: boolean,
  now: Date,
): MintUserEventState {
  if (latest) return reservationState(latest, now);
  return missionsComplete ? 'QUALIFIED' : 'UNQUALIFIED';
}

/** How long after a reservation's expiry the mint of its on-chain voucher can still be confirmed. */
export const ONCHAIN_CONFIRM_GRACE_MS = 10 * 60_000;
