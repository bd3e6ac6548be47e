// A code pool running low (issue 12 Build 9: "a pool running low is a metric and an operator
// warning"): the gauge levelup_redeemable_codes_unused reads countUnusedCodes at each scrape, and the
// job redeemable-code-pool-watch logs a warning when a pool falls under REDEEMABLE_CODE_LOW_POOL — once
// per instance while it stays low, again after it was refilled and fell again. Imports check at once.
import type { Database } from '#db/client.ts';
import type { JobQueue } from '#jobs/job-queue.ts';
import { countUnusedCodes } from './code-pool-store.ts';

export const CODE_POOL_WATCH_JOB = 'redeemable-code-pool-watch';

export type WarnLogger = { warn: (details: object, message: string) => void };

export function createCodePoolWatch({
  db,
  threshold,
  logger,
}: {
  db: Database;
  threshold: number;
  logger: WarnLogger;
}) {
  const warned = new Set<string>();

  /** Logs the pools that fell under the threshold since the last check; answers every low pool. */
  async function check(): Promise<{ groupKey: string; unused: number }[]> {
    const low = (await countUnusedCodes(db)).filter((pool) => pool.unused < threshold);
    const lowKeys = new Set(low.map((pool) => pool.groupKey));
    for (const key of warned) if (!lowKeys.has(key)) warned.delete(key);
    for (const pool of low) {
      if (warned.has(pool.groupKey)) continue;
      warned.add(pool.groupKey);
      logger.warn(
        { groupKey: pool.groupKey, unused: pool.unused, threshold },
        `Redeemable code pool ${pool.groupKey} is low: ${pool.unused} unused codes (import more with \`levelup codes import ${pool.groupKey} <file>\`).`,
      );
    }
    return low;
  }

  /** Every 5 minutes, once across instances (pg-boss cron). */
  const register = (jobs: JobQueue) =>
    jobs.register({
      name: CODE_POOL_WATCH_JOB,
      cron: '*/5 * * * *',
      handler: async () => {
        await check();
      },
    });

  return { check, register };
}
