// Drizzle queries of reward claims: rewards with their level and season, and the reward collect log
// (unique per player and reward: the exactly-once of a claim).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { rewardCollectLogs } from '#db/schema/reward-collect-logs.ts';
import { battlePassLevels, rewards } from '#db/schema/season.ts';

/** A reward with its level and season (for a claim). */
export async function findReward(db: Database, rewardId: number) {
  const [row] = await db
    .select({
      id: rewards.id,
      track: rewards.track,
      itemKey: rewards.itemKey,
      amount: rewards.amount,
      metadata: rewards.metadata,
      level: battlePassLevels.level,
      battlePassId: battlePassLevels.battlePassId,
    })
    .from(rewards)
    .innerJoin(battlePassLevels, eq(battlePassLevels.id, rewards.battlePassLevelId))
    .where(eq(rewards.id, rewardId));
  return row;
}

export type ClaimRewardRow = NonNullable<Awaited<ReturnType<typeof findReward>>>;

/** The rewards of one track of a season up to a level, with when the player collected each. */
export function listTrackRewards(
  db: Database,
  {
    userId,
    battlePassId,
    track,
    upToLevel,
  }: {
    userId: string;
    battlePassId: number;
    track: 'basic' | 'premium';
    upToLevel: number;
  },
) {
  return db
    .select({
      id: rewards.id,
      track: rewards.track,
      itemKey: rewards.itemKey,
      amount: rewards.amount,
      metadata: rewards.metadata,
      level: battlePassLevels.level,
      battlePassId: battlePassLevels.battlePassId,
      collectedAt: rewardCollectLogs.collectedAt,
    })
    .from(rewards)
    .innerJoin(battlePassLevels, eq(battlePassLevels.id, rewards.battlePassLevelId))
    .leftJoin(
      rewardCollectLogs,
      and(eq(rewardCollectLogs.rewardId, rewards.id), eq(rewardCollectLogs.userId, userId)),
    )
    .where(
      and(
        eq(battlePassLevels.battlePassId, battlePassId),
        eq(rewards.track, track),
        sql`${battlePassLevels.level} <= ${upToLevel}`,
      ),
    )
    .orderBy(asc(battlePassLevels.level), asc(rewards.position));
}

/** Writes the collect log once (unique per player and reward); null when it already existed. */
export async function insertCollectLog(
  tx: Database,
  userId: string,
  rewardId: number,
): Promise<Date | null> {
  const [row] = await tx
    .insert(rewardCollectLogs)
    .values({ userId, rewardId })
    .onConflictDoNothing({ target: [rewardCollectLogs.userId, rewardCollectLogs.rewardId] })
    .returning({ collectedAt: rewardCollectLogs.collectedAt });
  return row?.collectedAt ?? null;
}
