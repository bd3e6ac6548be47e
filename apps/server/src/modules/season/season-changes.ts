// `season apply` changes what every visitor sees (seasons, levels, rewards, items): it announces the
// change on a PostgreSQL channel in its own transaction (delivered on commit), and every server
// instance listening clears its season caches (issue 10 shared part 7).
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';

export const SEASON_CHANGED_CHANNEL = 'levelup_season_changed';

/** Inside the applying transaction: listeners hear of it once it commits, never if it rolls back. */
export async function announceSeasonChange(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_notify(${SEASON_CHANGED_CHANNEL}, '')`);
}
