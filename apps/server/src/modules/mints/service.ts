// Free-mint events with their status and supply computed by the shared domain rules
// (spec 1 §2 Free-mint display, spec 2 §4 Event countdown and collections).
import { collectionStatus, isSoldOut, soldFraction } from '@levelup/domain/collection';
import type { Database } from '#db/client.ts';
import type { FreeMint } from '#generated/resolvers.ts';
import { listEvents, listVisibleFreeMints } from './store.ts';

export type MintsService = ReturnType<typeof createMintsService>;

export function createMintsService(db: Database, now: () => Date = () => new Date()) {
  return {
    async freeMints(): Promise<FreeMint[]> {
      const rows = await listVisibleFreeMints(db);
      const events = await listEvents(
        db,
        rows.map((row) => row.id),
      );
      const at = now();
      return rows.map(({ isHidden: _isHidden, updatedAt: _updatedAt, ...row }) => {
        const ownEvents = events
          .filter((event) => event.freeMintId === row.id)
          .map(({ startAt, endAt }) => ({ startAt, endAt }));
        const supply = {
          maxSupply: row.maxSupply,
          mintedCount: row.mintedCount,
          reservedCount: row.reservedCount,
          listPrice: row.listPrice,
        };
        return {
          ...row,
          events: ownEvents,
          status: collectionStatus({
            events: ownEvents,
            releasedAt: row.releasedAt,
            endAt: row.endAt,
            now: at,
          }),
          isSoldOut: isSoldOut(supply),
          soldFraction: soldFraction(supply),
        };
      });
    },
  };
}
