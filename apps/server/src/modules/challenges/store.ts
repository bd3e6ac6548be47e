// Drizzle queries of challenge data (season data) and of the player's progress on it (spec 2 §3).
// Reads take whole sets of ids so a page costs a fixed number of queries, whatever it shows (no N+1).
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL, ne } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#db/client.ts';
import {
  challengeStages,
  challengeStakes,
  challenges,
  missionRewards,
  missions,
  stakeRewards,
  userChallenges,
  userMissions,
} from '#db/schema/challenges.ts';

export type ChallengeRow = typeof challenges.$inferSelect;
export type StageRow = typeof challengeStages.$inferSelect;
export type MissionRow = typeof missions.$inferSelect;
export type UserChallengeRow = typeof userChallenges.$inferSelect;
export type UserMissionRow = typeof userMissions.$inferSelect;
export type ChallengeTypeName = ChallengeRow['type'];
export type RewardRow = {
  id: number;
  ownerId: number;
  itemKey: string;
  amount: number;
  metadata: Record<string, string>;
};
export type StakeRow = { id: number; challengeId: number; stage: number; position: number };

/** Ids of the challenges of these types (in one season when given) whose last stage has not ended. */
export async function listChallengeIds(
  db: Database,
  filter: { types: ChallengeTypeName[] | null; battlePassId: number | null; now: Date },
): Promise<number[]> {
  const conditions: SQL[] = [
    // Active or upcoming: some stage has no end or ends later (spec 1 §7 challenges).
    sql`exists (select 1 from ${challengeStages} where ${challengeStages.challengeId} = ${challenges.id}
      and (${challengeStages.endAt} is null or ${challengeStages.endAt} > ${filter.now}))`,
  ];
  if (filter.types) conditions.push(inArray(challenges.type, filter.types));
  if (filter.battlePassId !== null)
    conditions.push(eq(challenges.battlePassId, filter.battlePassId));
  const rows = await db
    .select({ id: challenges.id })
    .from(challenges)
    .where(and(...conditions))
    .orderBy(desc(challenges.priority), asc(challenges.id));
  return rows.map((row) => row.id);
}

/**
 * spec 1 §2 /advent-calendar: the Calendar challenges whose first stage starts within the window (a
 * December), ended ones included, by that start; a door per day.
 */
export async function listCalendarChallengeIds(
  db: Database,
  window: { from: Date; to: Date },
): Promise<number[]> {
  const firstStart = sql<Date>`min(${challengeStages.startAt})`;
  const rows = await db
    .select({ id: challenges.id })
    .from(challenges)
    .innerJoin(challengeStages, eq(challengeStages.challengeId, challenges.id))
    .where(eq(challenges.type, 'Calendar'))
    .groupBy(challenges.id)
    .having(sql`${firstStart} >= ${window.from} and ${firstStart} < ${window.to}`)
    .orderBy(firstStart, asc(challenges.id));
  return rows.map((row) => row.id);
}

/** The challenges of a season with a battle pass level (the level entries of spec 1 §3). */
export async function listLevelChallengeIds(db: Database, battlePassId: number) {
  const rows = await db
    .select({ id: challenges.id })
    .from(challenges)
    .where(
      and(
        eq(challenges.battlePassId, battlePassId),
        isNotNull(challenges.battlePassLevel),
        // The blocker quest names the level it holds, not a level's reward (level-entries.ts).
        ne(challenges.type, 'BattlePassBlockerQuest'),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Everything season-side of these challenges (or of every challenge): stages, missions, stakes and
 * their rewards.
 */
export async function loadChallengeRows(db: Database, ids: number[] | 'all') {
  const of = (column: AnyPgColumn) => (ids === 'all' ? undefined : inArray(column, ids));
  if (ids !== 'all' && ids.length === 0)
    return {
      challenges: [],
      stages: [],
      missions: [],
      missionRewards: [],
      stakes: [],
      stakeRewards: [],
    };
  const [challengeRows, stages, missionRows, missionRewardRows, stakes, stakeRewardRows] =
    await Promise.all([
      db.select().from(challenges).where(of(challenges.id)),
      db
        .select()
        .from(challengeStages)
        .where(of(challengeStages.challengeId))
        .orderBy(asc(challengeStages.stage)),
      db
        .select()
        .from(missions)
        .where(of(missions.challengeId))
        .orderBy(asc(missions.stage), asc(missions.position), asc(missions.id)),
      db
        .select({
          id: missionRewards.id,
          ownerId: missionRewards.missionId,
          itemKey: missionRewards.itemKey,
          amount: missionRewards.amount,
          metadata: missionRewards.metadata,
        })
        .from(missionRewards)
        .innerJoin(missions, eq(missions.id, missionRewards.missionId))
        .where(of(missions.challengeId))
        .orderBy(asc(missionRewards.position)),
      db
        .select({
          id: challengeStakes.id,
          challengeId: challengeStakes.challengeId,
          stage: challengeStakes.stage,
          position: challengeStakes.position,
        })
        .from(challengeStakes)
        .where(of(challengeStakes.challengeId))
        .orderBy(asc(challengeStakes.position), asc(challengeStakes.id)),
      db
        .select({
          id: stakeRewards.id,
          ownerId: stakeRewards.stakeId,
          itemKey: stakeRewards.itemKey,
          amount: stakeRewards.amount,
          metadata: stakeRewards.metadata,
        })
        .from(stakeRewards)
        .innerJoin(challengeStakes, eq(challengeStakes.id, stakeRewards.stakeId))
        .where(of(challengeStakes.challengeId))
        .orderBy(asc(stakeRewards.position)),
    ]);
  return {
    challenges: challengeRows,
    stages,
    missions: missionRows,
    missionRewards: missionRewardRows as RewardRow[],
    stakes: stakes as StakeRow[],
    stakeRewards: stakeRewardRows as RewardRow[],
  };
}

/** The player's user challenges of these challenges, and their missions' progress. */
export async function loadPlayerRows(db: Database, userId: string, challengeIds: number[]) {
  if (challengeIds.length === 0) return { userChallenges: [], userMissions: [] };
  const [challengeRows, missionRows] = await Promise.all([
    db
      .select()
      .from(userChallenges)
      .where(
        and(eq(userChallenges.userId, userId), inArray(userChallenges.challengeId, challengeIds)),
      )
      .orderBy(asc(userChallenges.stage)),
    // A user challenge's missions, and the 'once' missions (platform, standalone); daily ones are per day.
    db
      .select({ userMission: userMissions })
      .from(userMissions)
      .innerJoin(missions, eq(missions.id, userMissions.missionId))
      .where(
        and(
          eq(userMissions.userId, userId),
          inArray(missions.challengeId, challengeIds),
          or(isNotNull(userMissions.userChallengeId), eq(userMissions.period, 'once')),
        ),
      ),
  ]);
  return { userChallenges: challengeRows, userMissions: missionRows.map((row) => row.userMission) };
}

/** The player's user challenges matching the criteria (spec 2 §7 Query user challenges). */
export async function listUserChallenges(
  db: Database,
  userId: string,
  criteria: { challengeId: number | null; stage: number | null; ids: number[] | null },
): Promise<UserChallengeRow[]> {
  const conditions: SQL[] = [eq(userChallenges.userId, userId)];
  if (criteria.challengeId !== null)
    conditions.push(eq(userChallenges.challengeId, criteria.challengeId));
  if (criteria.stage !== null) conditions.push(eq(userChallenges.stage, criteria.stage));
  if (criteria.ids !== null) conditions.push(inArray(userChallenges.id, criteria.ids));
  return db
    .select()
    .from(userChallenges)
    .where(and(...conditions))
    .orderBy(asc(userChallenges.challengeId), asc(userChallenges.stage));
}

/** spec 2 §4 Pending rewards: ready, neither collected nor cancelled (the partial index). */
export function listPendingUserChallenges(db: Database, userId: string) {
  return db
    .select()
    .from(userChallenges)
    .where(
      and(
        eq(userChallenges.userId, userId),
        isNotNull(userChallenges.rewardReadyAt),
        isNull(userChallenges.rewardCollectedAt),
        isNull(userChallenges.cancelledAt),
      ),
    )
    .orderBy(asc(userChallenges.rewardReadyAt), asc(userChallenges.id));
}

/** Stage ids by (challenge, stage) pairs. */
export async function listStagesByRefs(
  db: Database,
  refs: ReadonlyArray<{ challengeId: number; stage: number }>,
): Promise<StageRow[]> {
  if (refs.length === 0) return [];
  return db
    .select()
    .from(challengeStages)
    .where(
      or(
        ...refs.map((ref) =>
          and(
            eq(challengeStages.challengeId, ref.challengeId),
            eq(challengeStages.stage, ref.stage),
          ),
        ),
      ),
    );
}

/** The challenges of these missions. */
export async function listMissionChallengeIds(db: Database, missionIds: number[]) {
  if (missionIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ challengeId: missions.challengeId })
    .from(missions)
    .where(inArray(missions.id, missionIds));
  return rows.map((row) => row.challengeId);
}

/** The player's user missions of these missions in these periods. */
export async function listUserMissions(
  db: Database,
  userId: string,
  missionIds: number[],
  periods: string[],
): Promise<UserMissionRow[]> {
  if (missionIds.length === 0 || periods.length === 0) return [];
  return db
    .select()
    .from(userMissions)
    .where(
      and(
        eq(userMissions.userId, userId),
        inArray(userMissions.missionId, missionIds),
        inArray(userMissions.period, periods),
      ),
    );
}

export async function findUserMission(db: Database, id: number) {
  const [row] = await db.select().from(userMissions).where(eq(userMissions.id, id));
  return row;
}
