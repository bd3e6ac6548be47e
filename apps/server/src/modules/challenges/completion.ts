// What a completed mission sets off (spec 2 §4 Challenge reward flow, Battle pass blocker quest): a
// mission with rewards of its own becomes collectible; the last mission of a user challenge's stage
// completes the user challenge (its reward is ready when the stage has a stake); a completed blocker
// quest releases the level its special mission held.
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { challengeStakes, missions, userChallenges, userMissions } from '#db/schema/challenges.ts';
import { specialMissions } from '#db/schema/season.ts';
import { insertNotification } from '#modules/notifications/store.ts';
import type { TxScope } from '#modules/progression/level-ups.ts';
import { completeSpecialMission } from '#modules/progression/special-missions.ts';
import { findBattlePassById } from '#modules/season/store.ts';
import type { MissionTarget, SavedProgress } from './progress-store.ts';

export async function completeMissionEffects(
  scope: TxScope,
  userId: string,
  mission: MissionTarget,
  saved: SavedProgress,
): Promise<void> {
  if (mission.hasRewards) await announceReward(scope, userId, { userMissionId: saved.id });
  if (saved.userChallengeId !== null)
    await completeStageIfDone(scope, userId, mission, saved.userChallengeId);
}

async function completeStageIfDone(
  scope: TxScope,
  userId: string,
  mission: MissionTarget,
  userChallengeId: number,
): Promise<void> {
  const { tx, now } = scope;
  const [stage] = await tx
    .select({ total: count() })
    .from(missions)
    .where(and(eq(missions.challengeId, mission.challengeId), eq(missions.stage, mission.stage)));
  const [done] = await tx
    .select({ total: count() })
    .from(userMissions)
    .where(
      and(eq(userMissions.userChallengeId, userChallengeId), isNotNull(userMissions.completedAt)),
    );
  if ((done?.total ?? 0) < (stage?.total ?? 0)) return;
  const [stake] = await tx
    .select({ id: challengeStakes.id })
    .from(challengeStakes)
    .where(
      and(
        eq(challengeStakes.challengeId, mission.challengeId),
        eq(challengeStakes.stage, mission.stage),
      ),
    )
    .limit(1);
  const [completed] = await tx
    .update(userChallenges)
    .set({ completedAt: now, rewardReadyAt: stake ? now : null })
    .where(and(eq(userChallenges.id, userChallengeId), isNull(userChallenges.completedAt)))
    .returning({ id: userChallenges.id });
  if (!completed) return;
  if (stake) await announceReward(scope, userId, { userChallengeId });
  if (mission.challengeType === 'BattlePassBlockerQuest')
    await releaseBlockedLevel(scope, userId, mission.challengeKey);
}

/** spec 2 §3 Notification metadata.userChallengeId: a reward ready to collect, told live. */
async function announceReward(
  scope: TxScope,
  userId: string,
  metadata: { userChallengeId?: number; userMissionId?: number },
): Promise<void> {
  const notification = await insertNotification(scope.tx, userId, 'ChallengeRewardReady', metadata);
  scope.emit(userId, { kind: 'notification', notification });
}

/** The blocker quest's special mission (linked by challenge key) is completed for the player. */
async function releaseBlockedLevel(
  scope: TxScope,
  userId: string,
  challengeKey: string,
): Promise<void> {
  const [special] = await scope.tx
    .select({ battlePassId: specialMissions.battlePassId, level: specialMissions.targetLevel })
    .from(specialMissions)
    .where(eq(specialMissions.challengeKey, challengeKey));
  if (!special) return;
  const season = await findBattlePassById(scope.tx, special.battlePassId);
  if (season) await completeSpecialMission(scope, userId, season, special.level);
}
