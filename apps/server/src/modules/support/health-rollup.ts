// The season health rollup (issue 29 §1: each panel ≤ 300 ms at 1 million players and 20 million
// ledger rows; "pg-boss jobs for rollups are fine"). Every 5 minutes the job season-health-rollup sums
// the ledger per UTC day — XP per season and currency with its active players (days panel), and each
// currency minted and burned per reason outside seasons (economy panel), and the chest openings' first
// rolls per chest type and line (chest panel) — up to a watermark, and the
// panels add only the ledger rows written after it (season-health.ts). The numbers are the same with or
// without the job; only the time to read them changes.
//
// Each run recomputes whole days, from the day of the last watermark to the new one, in one transaction
// (so a run that fails or repeats changes nothing). The new watermark trails the clock by a minute: a
// ledger row's created_at is its transaction's start, so a transaction still running may yet commit
// rows dated just before now. The first run covers the last 367 days (the panels read at most 366).
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import type { JobQueue } from '#jobs/job-queue.ts';
import { cappedOut } from './chest-payouts.ts';

export const HEALTH_ROLLUP_JOB = 'season-health-rollup';

/** How far the watermark trails the clock (see above). */
export const SETTLE_MS = 60_000;
const DAY_MS = 86_400_000;
const HISTORY_DAYS = 367;

const startOfUtcDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);

/** Rolls the ledger up to now − SETTLE_MS; answers the new watermark. */
export async function rollUpSeasonHealth(db: Database, now: Date): Promise<Date> {
  const until = new Date(Math.floor((now.getTime() - SETTLE_MS) / 1000) * 1000);
  return db.transaction(async (tx) => {
    await tx.execute(sql`insert into health_rollup_watermark (id, rolled_until)
      values (1, '-infinity') on conflict (id) do nothing`);
    const [mark] = (
      (await tx.execute(
        sql`select rolled_until from health_rollup_watermark where id = 1 for update`,
      )) as unknown as { rows: { rolled_until: Date | string }[] }
    ).rows;
    const previous = new Date(mark!.rolled_until);
    if (Number.isFinite(previous.getTime()) && previous.getTime() >= until.getTime())
      return previous;
    const from = Number.isFinite(previous.getTime())
      ? startOfUtcDay(previous)
      : startOfUtcDay(new Date(until.getTime() - HISTORY_DAYS * DAY_MS));
    const range = sql`created_at >= ${from.toISOString()}::timestamptz
      and created_at < ${until.toISOString()}::timestamptz`;
    const fromDay = from.toISOString().slice(0, 10);
    const day = sql`(created_at at time zone 'UTC')::date`;
    await tx.execute(sql`delete from health_xp_days where day >= ${fromDay}::date`);
    await tx.execute(sql`insert into health_xp_days (battle_pass_id, currency, day, xp, active_players)
      select battle_pass_id, currency, ${day},
        coalesce(sum(delta) filter (where delta > 0), 0),
        count(distinct user_id) filter (where delta > 0)
      from ledger_entries where battle_pass_id is not null and ${range}
      group by 1, 2, 3`);
    await tx.execute(sql`delete from health_economy_days where day >= ${fromDay}::date`);
    await tx.execute(sql`insert into health_economy_days (day, currency, reason, minted, burned)
      select ${day}, currency, reason,
        coalesce(sum(delta) filter (where delta > 0), 0),
        coalesce(-sum(delta) filter (where delta < 0), 0)
      from ledger_entries where battle_pass_id is null and ${range}
      group by 1, 2, 3`);
    const opened = sql`opened_at >= ${from.toISOString()}::timestamptz
      and opened_at < ${until.toISOString()}::timestamptz`;
    await tx.execute(sql`delete from health_chest_days where day >= ${fromDay}::date`);
    await tx.execute(sql`insert into health_chest_days (day, chest_type, line, capped_out, openings)
      select (opened_at at time zone 'UTC')::date, chest_type, rolled_lines[1],
        ${cappedOut}, count(*)
      from chest_openings where cardinality(rolled_lines) > 0 and ${opened}
      group by 1, 2, 3, 4`);
    await tx.execute(sql`update health_rollup_watermark
      set rolled_until = ${until.toISOString()}::timestamptz where id = 1`);
    return until;
  });
}

/** Every 5 minutes (ARCHITECTURE.md "Background work"); runs once across instances. */
export async function registerHealthRollupJob(
  jobs: JobQueue,
  db: Database,
  now: () => Date,
): Promise<void> {
  await jobs.register({
    name: HEALTH_ROLLUP_JOB,
    cron: '*/5 * * * *',
    expireInSeconds: 15 * 60,
    handler: async () => {
      await rollUpSeasonHealth(db, now());
    },
  });
}
