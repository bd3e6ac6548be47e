// The season health panels' one way to run a query (issue 29 §1): both drivers (pg, PGlite) answer
// { rows }; and the rollup's watermark (health-rollup.ts) they read.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#db/client.ts';

/**
 * Runs a panel's query in a transaction of its own with PostgreSQL's JIT off: the planner's estimates
 * of a count over a million rows pass jit_above_cost, and compiling took longer (1.2 s) than the
 * query at 1 million players (bench/season-health.ts). PGlite has no JIT; the setting is accepted.
 */
export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
  });
}

/**
 * The watermark ('-infinity' before the first run), read before a panel's query so that the planner
 * sees it as a value and picks the index ranges it bounds.
 */
export async function readWatermark(db: Database): Promise<string> {
  const [mark] = (
    (await db.execute(
      sql`select rolled_until from health_rollup_watermark where id = 1`,
    )) as unknown as { rows: { rolled_until: Date | string }[] }
  ).rows;
  return mark ? new Date(mark.rolled_until).toISOString() : '-infinity';
}
