// spec 1 §3 Daily mission list, spec 1 §7 Daily missions: the day's pinned missions of the season with
// the signed-in player's progress (completed of total). The day is pinned when first asked for.
import { and, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { dailyMissionLists } from '#db/schema/challenges.ts';
import type { DailyMission, DailyMissionList } from '#generated/resolvers.ts';
import { ensureDailyMissionList } from './daily-missions.ts';
import { progressInt, toUserMission } from './graph.ts';
import { loadChallengeGraph } from './load-graph.ts';
import { listUserMissions } from './store.ts';
import { databaseCatalog, type ChallengeCatalog } from './catalog.ts';
import { utcDay } from './mission-periods.ts';
import { DAY_MS } from '@levelup/domain/time';

async function pinnedMissionIds(
  db: Database,
  battlePassId: number,
  day: string,
  now: Date,
): Promise<number[] | null> {
  const [row] = await db
    .select({ missionIds: dailyMissionLists.missionIds })
    .from(dailyMissionLists)
    .where(and(eq(dailyMissionLists.battlePassId, battlePassId), eq(dailyMissionLists.day, day)));
  if (row) return row.missionIds;
  // Only a day that has started somewhere (UTC ± a day) is pinned; others have no list yet.
  const days = [now.getTime() - DAY_MS, now.getTime(), now.getTime() + DAY_MS].map((at) =>
    utcDay(new Date(at)),
  );
  if (!days.includes(day)) return null;
  return db.transaction((tx) => ensureDailyMissionList(tx, battlePassId, day));
}

/** The day's list; total is null when the season has no daily missions (the client shows 10). */
export async function dailyMissionList(
  db: Database,
  {
    viewerId,
    battlePassId,
    day,
    now,
    catalog = databaseCatalog(db),
  }: {
    viewerId: string | null;
    battlePassId: number;
    day: string;
    now: Date;
    catalog?: ChallengeCatalog;
  },
): Promise<DailyMissionList> {
  const missionIds = (await pinnedMissionIds(db, battlePassId, day, now)) ?? [];
  if (missionIds.length === 0) return { completed: 0, total: null, day, missions: [] };
  const [challengeIds, userMissions] = await Promise.all([
    catalog.missionChallengeIds(missionIds),
    viewerId ? listUserMissions(db, viewerId, missionIds, [day]) : Promise.resolve([]),
  ]);
  const graph = await loadChallengeGraph(db, challengeIds, null, catalog);
  const byMission = new Map(userMissions.map((row) => [row.missionId, row]));
  const missionById = new Map(
    [...graph.challenges.values()].flatMap((challenge) =>
      challenge.missions.map((mission) => [Number(mission.id), mission] as const),
    ),
  );
  const missions: DailyMission[] = missionIds.flatMap((id) => {
    const mission = missionById.get(id);
    if (!mission) return [];
    const userMission = byMission.get(id) ?? null;
    return [
      {
        mission,
        userMission: userMission ? toUserMission(userMission) : null,
        progress: progressInt(userMission?.progress),
        isPassed: Boolean(userMission?.completedAt),
        isCollectedReward: Boolean(userMission?.rewardCollectedAt),
      },
    ];
  });
  const completed = missions.filter((entry) => entry.isPassed).length;
  return { completed, total: missions.length, day, missions };
}
