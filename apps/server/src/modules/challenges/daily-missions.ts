// spec 1 §3 Daily mission list (issue 11 Build 1): each UTC day's list of a season is pinned once from
// the season's daily pool, the same for everyone, and never changes after (insert … on conflict do
// nothing, then read back: concurrent first requests of the day agree on one list).
import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { challenges, dailyMissionLists, missions } from '#db/schema/challenges.ts';

/** Daily missions per day (spec 1 §9: the daily missions total is 10). */
export const DAILY_MISSIONS_PER_DAY = 10;

/** A stable order seeded by the day: the same pool and day always give the same list. */
const rank = (day: string, missionId: number) =>
  createHash('sha256').update(`${day}:${missionId}`).digest('hex');

/** The day's pinned mission ids of a season (pinned now if nobody has yet); empty without a pool. */
export async function ensureDailyMissionList(
  tx: Database,
  battlePassId: number,
  day: string,
): Promise<number[]> {
  const pool = await tx
    .select({ id: missions.id })
    .from(missions)
    .innerJoin(challenges, eq(challenges.id, missions.challengeId))
    .where(and(eq(challenges.battlePassId, battlePassId), eq(challenges.dailyPool, true)))
    .orderBy(asc(missions.id));
  if (pool.length === 0) return [];
  const missionIds = pool
    .map((row) => ({ id: row.id, rank: rank(day, row.id) }))
    .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0))
    .slice(0, DAILY_MISSIONS_PER_DAY)
    .map((row) => row.id);
  await tx
    .insert(dailyMissionLists)
    .values({ battlePassId, day, missionIds })
    .onConflictDoNothing();
  const [pinned] = await tx
    .select({ missionIds: dailyMissionLists.missionIds })
    .from(dailyMissionLists)
    .where(and(eq(dailyMissionLists.battlePassId, battlePassId), eq(dailyMissionLists.day, day)));
  return pinned?.missionIds ?? missionIds;
}
