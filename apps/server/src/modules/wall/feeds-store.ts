// The followed feeds' poll state (issue 12 Build 1): validators for conditional requests, the error
// count of failed polls in a row, and the newest item's date.
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { wallFeeds } from '#db/schema/wall.ts';

export type WallFeedRow = typeof wallFeeds.$inferSelect;

export function listFeeds(db: Database): Promise<WallFeedRow[]> {
  return db.select().from(wallFeeds).orderBy(asc(wallFeeds.key));
}

export async function findFeed(db: Database, key: string): Promise<WallFeedRow | null> {
  const [row] = await db.select().from(wallFeeds).where(eq(wallFeeds.key, key));
  return row ?? null;
}

export type PollSuccess = {
  polledAt: Date;
  /** Omitted on a 304: the validators stay. */
  validators?: { etag: string | null; lastModified: string | null };
  newestItemAt: Date | null;
};

export async function recordPollSuccess(
  tx: Database,
  key: string,
  { polledAt, validators, newestItemAt }: PollSuccess,
): Promise<void> {
  await tx
    .update(wallFeeds)
    .set({
      lastPolledAt: polledAt,
      errorCount: 0,
      lastError: null,
      ...(validators ?? {}),
      ...(newestItemAt
        ? {
            newestItemAt: sql`greatest(${wallFeeds.newestItemAt}, ${newestItemAt.toISOString()}::timestamptz)`,
          }
        : {}),
      updatedAt: polledAt,
    })
    .where(eq(wallFeeds.key, key));
}

export async function recordPollFailure(
  db: Database,
  key: string,
  { polledAt, error }: { polledAt: Date; error: string },
): Promise<number> {
  const [row] = await db
    .update(wallFeeds)
    .set({
      lastPolledAt: polledAt,
      errorCount: sql`${wallFeeds.errorCount} + 1`,
      lastError: error.slice(0, 1000),
      updatedAt: polledAt,
    })
    .where(eq(wallFeeds.key, key))
    .returning({ errorCount: wallFeeds.errorCount });
  return row?.errorCount ?? 0;
}
