// A sold-out collection answers SOLD OUT (spec 2 §8 reserve-cap-exceeded) without a transaction (issue
// 26 "What to build" 2): after a hot drop's last unit, the players still coming are answered from the
// read of the collection row instead of each waiting for the player lock and the collection's row lock.
// That read is the committed supply (spec 2 §4 sold-out rule), so it learns at once when a unit comes
// back, and nothing is cached that could go stale on another instance:
// - a free collection gets a unit back when a reservation expires (supply.ts expireOverdue): while one is
//   past its expiry and the expiry job has not run yet, the reserve goes on to its transaction, which
//   returns that unit and takes it;
// - a paid collection is sold out by its minted count, which only grows;
// - a season file that raises maxSupply changes the row itself.
// The fast path never writes: a unit is still taken only by the transaction's conditional UPDATE
// (supply.ts takeSupplyUnit), so the supply is never oversold.
import { isCollectionEnded, isCollectionLive } from '@levelup/domain/collection';
import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { freeMints } from '#db/schema/mints.ts';
import type { CollectionRow, EventRow } from './store.ts';
import { soldOutForNow } from './supply.ts';

export type CollectionToReserve = { collection: CollectionRow; soldOutForNow: boolean };

/** The collection a player reserves, read with whether it is sold out for now (one statement). */
export async function findCollectionToReserve(
  db: Database,
  collectionId: string,
  now: Date,
): Promise<CollectionToReserve | null> {
  const [found] = await db
    .select({ collection: freeMints, soldOutForNow: soldOutForNow(now) })
    .from(freeMints)
    .where(eq(freeMints.id, collectionId));
  return found ?? null;
}

/**
 * Whether the reserve can only be answered SOLD OUT. An ended collection or one not live yet is left to
 * the transaction, which answers why (mission-is-over, not live).
 */
export function soldOutNow(
  { collection: { releasedAt, endAt }, soldOutForNow }: CollectionToReserve,
  events: readonly EventRow[],
  now: Date,
): boolean {
  if (isCollectionEnded({ endAt, now })) return false;
  return isCollectionLive({ events, releasedAt, endAt, now }) && soldOutForNow;
}
