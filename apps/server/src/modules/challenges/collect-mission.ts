// spec 2 §7 Collect mission reward: a completed daily, platform or standalone mission pays its own
// rewards exactly once (a conditional update of rewardCollectedAt, then the grants, in one transaction
// under the player lock). Errors of spec 2 §8: already collected, locked, mission-is-over.
import type { RewardItem } from '#generated/resolvers.ts';
import type { TxScope } from '#modules/progression/grants.ts';
import { noRewardToCollect, rewardAlreadyCollected } from '#modules/progression/messages.ts';
import { loadChallengeGraph } from './load-graph.ts';
import { missionIsOver, missionRewardLocked, unknownUserMission } from './messages.ts';
import { missionEndAt } from './mission-periods.ts';
import { markMissionRewardCollected } from './player-store.ts';
import { grantRewards, seasonOf } from './reward-grants.ts';
import { findUserMission, listMissionChallengeIds } from './store.ts';

/** spec 2 §7 Collect mission reward: a completed mission's own rewards, exactly once. */
export async function collectMissionReward(
  scope: TxScope,
  userId: string,
  userMissionId: number,
): Promise<RewardItem[]> {
  const userMission = await findUserMission(scope.tx, userMissionId);
  if (!userMission || userMission.userId !== userId) throw unknownUserMission(userMissionId);
  if (userMission.rewardCollectedAt) throw rewardAlreadyCollected();
  const missionChallenge = await loadMissionGraph(scope, userId, userMission.missionId);
  const { graph, challengeRow } = missionChallenge;
  if (!userMission.completedAt) {
    const end = missionEndAt(graph, userMission);
    if (end && end <= scope.now) throw missionIsOver();
    throw missionRewardLocked();
  }
  const rewards = graph.missionRewards.get(userMission.missionId) ?? [];
  if (rewards.length === 0) throw noRewardToCollect();
  const collected = await markMissionRewardCollected(scope.tx, {
    id: userMission.id,
    userId,
    now: scope.now,
  });
  if (!collected) throw rewardAlreadyCollected();
  return grantRewards(scope, userId, graph, rewards, {
    keyPrefix: `mission:${userMission.id}`,
    season: await seasonOf(scope, challengeRow.battlePassId),
  });
}

async function loadMissionGraph(scope: TxScope, userId: string, missionId: number) {
  const [challengeId] = await listMissionChallengeIds(scope.tx, [missionId]);
  const graph = await loadChallengeGraph(
    scope.tx,
    challengeId === undefined ? [] : [challengeId],
    userId,
  );
  const challengeRow = challengeId === undefined ? undefined : graph.rows.get(challengeId);
  if (!challengeRow) throw unknownUserMission(missionId);
  return { graph, challengeRow };
}
