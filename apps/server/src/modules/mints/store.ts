// Drizzle queries of the mints module.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { freeMintEvents, freeMints } from '#db/schema/mints.ts';

export type FreeMintRow = typeof freeMints.$inferSelect;

/** Visible free mints, highest priority first, then newest release. */
export function listVisibleFreeMints(db: Database): Promise<FreeMintRow[]> {
  return db
    .select()
    .from(freeMints)
    .where(eq(freeMints.isHidden, false))
    .orderBy(desc(freeMints.priority), desc(freeMints.releasedAt), asc(freeMints.id));
}

export function listEvents(db: Database, freeMintIds: string[]) {
  if (freeMintIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      freeMintId: freeMintEvents.freeMintId,
      startAt: freeMintEvents.startAt,
      endAt: freeMintEvents.endAt,
    })
    .from(freeMintEvents)
    .where(inArray(freeMintEvents.freeMintId, freeMintIds))
    .orderBy(asc(freeMintEvents.freeMintId), asc(freeMintEvents.position));
}
