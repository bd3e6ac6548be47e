// Drizzle writes of the player's challenge progress. Each change is a conditional update, so a second
// request (or a retry) that finds the row already changed changes nothing (exactly once, spec 2 §4).
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { userChallenges, userMissions } from '#db/schema/challenges.ts';
import type { UserChallengeRow, UserMissionRow } from './store.ts';

export async function insertUserChallenge(
  tx: Database,
  values: {
    userId: string;
    challengeId: number;
    stage: number;
    stakeId: number | null;
    trackingData: Record<string, string> | null;
    startedAt: Date | null;
    endsAt: Date | null;
  },
): Promise<UserChallengeRow | undefined> {
  const [row] = await tx.insert(userChallenges).values(values).onConflictDoNothing().returning();
  return row;
}

/** Starts an unstarted user challenge: its window runs from now (spec 2 §7 Start challenge). */
export async function startUserChallenge(
  tx: Database,
  {
    id,
    startedAt,
    endsAt,
    stakeId,
  }: { id: number; startedAt: Date; endsAt: Date | null; stakeId: number | null },
): Promise<UserChallengeRow | undefined> {
  const [row] = await tx
    .update(userChallenges)
    .set({ startedAt, endsAt, stakeId: sql`coalesce(${stakeId}::int, ${userChallenges.stakeId})` })
    .where(and(eq(userChallenges.id, id), isNull(userChallenges.startedAt)))
    .returning();
  return row;
}

/** A user challenge completed without missions of its own (a free level entry reached by level). */
export async function completeUserChallenge(tx: Database, id: number, now: Date): Promise<void> {
  await tx
    .update(userChallenges)
    .set({
      completedAt: now,
      rewardReadyAt: sql`coalesce(${userChallenges.rewardReadyAt}, ${now})`,
    })
    .where(and(eq(userChallenges.id, id), isNull(userChallenges.completedAt)));
}

export async function cancelUserChallenge(
  tx: Database,
  id: number,
  now: Date,
): Promise<UserChallengeRow | undefined> {
  const [row] = await tx
    .update(userChallenges)
    .set({ cancelledAt: now })
    .where(
      and(
        eq(userChallenges.id, id),
        isNull(userChallenges.cancelledAt),
        isNull(userChallenges.rewardCollectedAt),
      ),
    )
    .returning();
  return row;
}

/** Marks the reward collected only if it is completed, uncollected and not cancelled; else undefined. */
export async function markChallengeRewardCollected(
  tx: Database,
  { id, userId, now }: { id: number; userId: string; now: Date },
): Promise<UserChallengeRow | undefined> {
  const [row] = await tx
    .update(userChallenges)
    .set({ rewardCollectedAt: now })
    .where(
      and(
        eq(userChallenges.id, id),
        eq(userChallenges.userId, userId),
        isNull(userChallenges.rewardCollectedAt),
        isNotNull(userChallenges.completedAt),
        isNull(userChallenges.cancelledAt),
      ),
    )
    .returning();
  return row;
}

/** Marks a mission's own reward collected only if completed and uncollected; else undefined. */
export async function markMissionRewardCollected(
  tx: Database,
  { id, userId, now }: { id: number; userId: string; now: Date },
): Promise<UserMissionRow | undefined> {
  const [row] = await tx
    .update(userMissions)
    .set({ rewardCollectedAt: now })
    .where(
      and(
        eq(userMissions.id, id),
        eq(userMissions.userId, userId),
        isNull(userMissions.rewardCollectedAt),
        isNotNull(userMissions.completedAt),
      ),
    )
    .returning();
  return row;
}

/** The player's 'once' user mission (spec 2 §7 Start mission): created once, then the same one. */
export async function ensureOnceUserMission(
  tx: Database,
  values: {
    userId: string;
    missionId: number;
    attribution: string;
    trackingData: Record<string, string> | null;
  },
): Promise<UserMissionRow> {
  await tx
    .insert(userMissions)
    .values({ ...values, period: 'once' })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(userMissions)
    .where(
      and(
        eq(userMissions.userId, values.userId),
        eq(userMissions.missionId, values.missionId),
        eq(userMissions.period, 'once'),
      ),
    );
  if (!row) throw new Error('a started mission has no user mission');
  return row;
}
