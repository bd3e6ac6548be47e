// Queries of the progress engine (progress.ts): the missions an event type can move, and a player's
// user_missions rows and groupBy totals. Every write runs under the player lock.
import { and, arrayOverlaps, eq, isNull, lte, or, gt, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import {
  challengeStages,
  challenges,
  missions,
  userMissionGroups,
  userMissions,
} from '#db/schema/challenges.ts';
import type { TxScope } from '#modules/progression/level-ups.ts';
import type { UserMissionEvent } from '#realtime/player-events.ts';

/** A mission an event may move, with what the engine needs of its challenge and stage. */
export type MissionTarget = Awaited<ReturnType<typeof findMissionsForEventTypes>>[number];

/** Missions counting any of `types` whose stage window is open at `now`. */
export function findMissionsForEventTypes(tx: Database, types: string[], now: Date) {
  return tx
    .select({
      id: missions.id,
      challengeId: missions.challengeId,
      stage: missions.stage,
      eventTypes: missions.eventTypes,
      gameKey: missions.gameKey,
      filters: missions.filters,
      aggregate: missions.aggregate,
      groupBy: missions.groupBy,
      targetValue: missions.targetValue,
      challengeKey: challenges.key,
      challengeType: challenges.type,
      battlePassId: challenges.battlePassId,
      dailyPool: challenges.dailyPool,
      autoStart: challenges.autoStart,
      stageEndAt: challengeStages.endAt,
      stageDuration: challengeStages.duration,
      hasRewards: sql<boolean>`exists (select 1 from mission_rewards r where r.mission_id = ${missions.id})`,
    })
    .from(missions)
    .innerJoin(challenges, eq(challenges.id, missions.challengeId))
    .innerJoin(
      challengeStages,
      and(
        eq(challengeStages.challengeId, missions.challengeId),
        eq(challengeStages.stage, missions.stage),
      ),
    )
    .where(
      and(
        arrayOverlaps(missions.eventTypes, types),
        or(isNull(challengeStages.startAt), lte(challengeStages.startAt, now)),
        or(isNull(challengeStages.endAt), gt(challengeStages.endAt, now)),
      ),
    );
}

export type OpenUserMission = { id: number; progress: number };

/**
 * The player's uncompleted row of a mission in a period, created when missing unless `mustExist`
 * (a standalone mission counts only after Start mission); null when it is complete or not started.
 */
export async function openUserMission(
  tx: Database,
  row: {
    userId: string;
    missionId: number;
    period: string;
    userChallengeId: number | null;
    mustExist: boolean;
  },
): Promise<OpenUserMission | null> {
  const where = and(
    eq(userMissions.userId, row.userId),
    eq(userMissions.missionId, row.missionId),
    eq(userMissions.period, row.period),
    isNull(userMissions.completedAt),
  );
  if (row.mustExist) {
    const [found] = await tx
      .select({ id: userMissions.id, progress: userMissions.progress })
      .from(userMissions)
      .where(where);
    return found ?? null;
  }
  const [written] = await tx
    .insert(userMissions)
    .values({
      userId: row.userId,
      missionId: row.missionId,
      period: row.period,
      userChallengeId: row.userChallengeId,
    })
    .onConflictDoUpdate({
      target: [userMissions.userId, userMissions.missionId, userMissions.period],
      set: { progress: sql`${userMissions.progress}` },
      setWhere: isNull(userMissions.completedAt),
    })
    .returning({ id: userMissions.id, progress: userMissions.progress });
  return written ?? null;
}

/** Adds (count, sum) or keeps the best (max) per group; returns the best group's total. */
export async function upsertMissionGroups(
  tx: Database,
  userMissionId: number,
  aggregate: 'count' | 'sum' | 'max',
  groups: Map<string, number>,
): Promise<number> {
  const rows = await tx
    .insert(userMissionGroups)
    .values([...groups].map(([groupValue, total]) => ({ userMissionId, groupValue, total })))
    .onConflictDoUpdate({
      target: [userMissionGroups.userMissionId, userMissionGroups.groupValue],
      set: {
        total:
          aggregate === 'max'
            ? sql`greatest(${userMissionGroups.total}, excluded.total)`
            : sql`${userMissionGroups.total} + excluded.total`,
      },
    })
    .returning({ total: userMissionGroups.total });
  return Math.max(...rows.map((row) => row.total));
}

export type SavedProgress = {
  id: number;
  userChallengeId: number | null;
  completedNow: boolean;
  event: UserMissionEvent;
};

/** One player's amount for one mission in one period, and the mission's target. */
export type MissionProgressChange = {
  userId: string;
  missionId: number;
  period: string;
  userChallengeId: number | null;
  amount: number;
  target: number;
};

/**
 * Adds each change's amount (count, sum) or keeps the best value (max) in one statement for every
 * row, creating missing rows and completing each once at its target. Rows whose mission was already
 * complete are left out of the answer.
 */
export async function addMissionsProgress(
  { tx, now }: TxScope,
  aggregate: 'sum' | 'max',
  changes: ReadonlyArray<MissionProgressChange>,
): Promise<{ userId: string; missionId: number; saved: SavedProgress }[]> {
  const combined =
    aggregate === 'max'
      ? sql`greatest(${userMissions.progress}, excluded.progress)`
      : sql`${userMissions.progress} + excluded.progress`;
  const rows = await tx
    .insert(userMissions)
    .values(
      changes.map((change) => ({
        userId: change.userId,
        missionId: change.missionId,
        period: change.period,
        userChallengeId: change.userChallengeId,
        progress: change.amount,
        completedAt: change.amount >= change.target ? now : null,
      })),
    )
    .onConflictDoUpdate({
      target: [userMissions.userId, userMissions.missionId, userMissions.period],
      set: {
        progress: combined,
        completedAt: sql`case when ${combined} >= (select m.target_value from missions m where m.id = excluded.mission_id) then ${now.toISOString()}::timestamptz end`,
      },
      setWhere: isNull(userMissions.completedAt),
    })
    .returning();
  // Only uncompleted rows are written: a completedAt in the answer was set by this statement.
  return rows.map((row) => ({
    userId: row.userId,
    missionId: row.missionId,
    saved: toSavedProgress(row),
  }));
}

function toSavedProgress(row: typeof userMissions.$inferSelect): SavedProgress {
  return {
    id: row.id,
    userChallengeId: row.userChallengeId,
    completedNow: row.completedAt !== null,
    event: {
      id: String(row.id),
      missionId: String(row.missionId),
      period: row.period,
      progress: row.progress,
      startedAt: row.startedAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
      rewardCollectedAt: row.rewardCollectedAt?.toISOString() ?? null,
    },
  };
}

/** Writes the new progress; completes the mission (once) when it reaches its target. */
export async function saveMissionProgress(
  { tx, now }: TxScope,
  change: { id: number; progress: number; completed: boolean },
): Promise<SavedProgress> {
  const [row] = await tx
    .update(userMissions)
    .set({ progress: change.progress, ...(change.completed ? { completedAt: now } : {}) })
    .where(and(eq(userMissions.id, change.id), isNull(userMissions.completedAt)))
    .returning();
  if (!row) throw new Error(`user mission ${change.id} was completed under the player lock`);
  return toSavedProgress(row);
}
