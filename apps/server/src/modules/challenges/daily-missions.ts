// The daily mission list (spec 1 §3 Daily mission list; issue 11 "Challenges as data"): each UTC day,
// DAILY_MISSIONS_DEFAULT_TOTAL missions of a season's daily pool are pinned once, the same for
// everyone. A job pins the day's list at 00:00 UTC; the first read or event of a day pins it too if
// the job has not run yet. The choice is a stable shuffle by hash(day, mission), so a re-pin after a
// rollback picks the same list, and a pinned list never changes when the pool is edited later.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DAILY_MISSIONS_DEFAULT_TOTAL } from '@levelup/domain/daily-missions';
import type { Database } from '#db/client.ts';
import { challenges, dailyMissionLists, missions } from '#db/schema/challenges.ts';
import type { JobQueue } from '#jobs/job-queue.ts';
import { utcDay } from './mission-periods.ts';

/** The mission ids of the season's list for `day`, pinning it first if nobody has yet. */
export async function ensureDailyMissionList(
  tx: Database,
  battlePassId: number,
  day: string,
): Promise<number[]> {
  const pinned = await readList(tx, battlePassId, day);
  if (pinned) return pinned;
  const pool = await tx
    .select({ id: missions.id })
    .from(missions)
    .innerJoin(challenges, eq(challenges.id, missions.challengeId))
    .where(and(eq(challenges.battlePassId, battlePassId), eq(challenges.dailyPool, true)));
  if (pool.length === 0) return [];
  const chosen = pool
    .map(({ id }) => ({ id, rank: createHash('sha256').update(`${day}:${id}`).digest('hex') }))
    .sort((a, b) => a.rank.localeCompare(b.rank))
    .slice(0, DAILY_MISSIONS_DEFAULT_TOTAL)
    .map(({ id }) => id);
  await tx
    .insert(dailyMissionLists)
    .values({ battlePassId, day, missionIds: chosen })
    .onConflictDoNothing();
  return (await readList(tx, battlePassId, day)) ?? chosen;
}

async function readList(tx: Database, battlePassId: number, day: string): Promise<number[] | null> {
  const [row] = await tx
    .select({ missionIds: dailyMissionLists.missionIds })
    .from(dailyMissionLists)
    .where(and(eq(dailyMissionLists.battlePassId, battlePassId), eq(dailyMissionLists.day, day)));
  return row?.missionIds ?? null;
}

/** Pins `day`'s list of every season that has a daily pool. */
export async function pinDailyMissionLists(db: Database, day: string): Promise<number> {
  const seasons = await db
    .selectDistinct({ battlePassId: challenges.battlePassId })
    .from(challenges)
    .where(eq(challenges.dailyPool, true));
  const ids = seasons.flatMap(({ battlePassId }) => (battlePassId === null ? [] : [battlePassId]));
  for (const battlePassId of ids)
    await db.transaction((tx) =>
      ensureDailyMissionList(tx, battlePassId, day).then(() => undefined),
    );
  return ids.length;
}

export const PIN_DAILY_MISSIONS_JOB = 'daily-missions-pin';

/** The 00:00 UTC job that pins each new day's lists (ARCHITECTURE.md "Background work"). */
export async function registerDailyMissionsJob(
  jobs: JobQueue,
  db: Database,
  now: () => Date,
): Promise<void> {
  await jobs.register({
    name: PIN_DAILY_MISSIONS_JOB,
    cron: '0 0 * * *',
    retryLimit: 10,
    handler: async () => {
      await pinDailyMissionLists(db, utcDay(now()));
    },
  });
}
