// Collecting a challenge's reward (spec 2 §4 Challenge reward flow, §7, §8): a completed user
// challenge pays its stake's rewards exactly once (a conditional update of rewardCollectedAt, then the
// grants, in one transaction under the player lock); a batch collects the pending ones.
import { isLevelEntry } from './level-entries.ts';
import {
  challengeRewardType,
  pendingRewards,
  userChallengeRewardProgress,
} from '@levelup/domain/challenges';
import { eventStatus } from '@levelup/domain/event-status';
import { isRewardClaimable } from '@levelup/domain/reward-progress';
import { AppError, invalidInput } from '#errors.ts';
import type { RewardItem } from '#generated/resolvers.ts';
import type { TxScope } from '#modules/progression/grants.ts';
import {
  noRewardToCollect,
  premiumRequired,
  rewardAlreadyCollected,
} from '#modules/progression/messages.ts';
import { loadStanding } from '#modules/progression/standing.ts';
import { findBalance } from '#modules/progression/store.ts';
import { stageKey, type ChallengeGraph } from './graph.ts';
import { loadChallengeGraph } from './load-graph.ts';
import {
  challengeRewardLocked,
  missionIsOver,
  unknownChallenge,
  unknownUserChallenge,
} from './messages.ts';
import {
  completeUserChallenge,
  insertUserChallenge,
  markChallengeRewardCollected,
} from './player-store.ts';
import { grantRewards, seasonOf } from './reward-grants.ts';
import { listUserChallenges, type UserChallengeRow } from './store.ts';

export type CollectedReward = {
  userChallengeId: number;
  challengeId: number;
  rewards: RewardItem[];
};

/**
 * spec 1 §4 Reward progress of a user challenge. Level entries (a challenge with a battle pass level)
 * without missions of their own complete when the player reaches the level (feature check off);
 * every other challenge only by completing its missions.
 */
async function progressOf(
  scope: TxScope,
  userId: string,
  graph: ChallengeGraph,
  row: UserChallengeRow,
) {
  const challenge = graph.challenges.get(row.challengeId);
  const challengeRow = graph.rows.get(row.challengeId);
  if (!challenge || !challengeRow) throw unknownUserChallenge(row.id);
  const stage = graph.stageRows.get(stageKey(row.challengeId, row.stage)) ?? { endAt: null };
  const levelEntry = isLevelEntry(challengeRow) && challengeRow.battlePassId !== null;
  const byLevel = levelEntry && challengeRewardType(challenge) === 'free';
  const userLevel = byLevel
    ? (await loadStanding(scope.tx, userId, challengeRow.battlePassId as number)).level.level
    : null;
  const progress = userChallengeRewardProgress({
    userChallenge: row,
    stage,
    userLevel,
    targetLevel: challengeRow.battlePassLevel,
    featureCheck: !byLevel,
    signedIn: true,
    now: scope.now,
  });
  const ended =
    eventStatus({ endAt: row.endsAt ?? stage.endAt ?? null, now: scope.now }) === 'ENDED';
  return { progress, ended, challenge, challengeRow, byLevel };
}

/** Collects one user challenge's reward; the errors of spec 2 §8. */
async function collectUserChallenge(
  scope: TxScope,
  userId: string,
  graph: ChallengeGraph,
  row: UserChallengeRow,
): Promise<CollectedReward> {
  if (row.cancelledAt) throw invalidInput('This challenge was cancelled.');
  const { progress, ended, challenge, challengeRow, byLevel } = await progressOf(
    scope,
    userId,
    graph,
    row,
  );
  if (progress === 'success') throw rewardAlreadyCollected();
  if (progress === 'failed' || (progress !== 'completed' && ended)) throw missionIsOver();
  if (progress !== 'completed') throw challengeRewardLocked();
  const season = await seasonOf(scope, challengeRow.battlePassId);
  if (isLevelEntry(challengeRow) && season) {
    // spec 1 §4: premium rewards (a level challenge with missions of its own) also need premium.
    const track = challengeRewardType(challenge) === 'premium' ? 'premium' : 'basic';
    const hasPremium = (await findBalance(scope.tx, userId, season.premiumPassItemKey)) > 0;
    if (!isRewardClaimable({ progress, track, hasPremium })) throw premiumRequired();
  }
  if (byLevel && !row.completedAt) await completeUserChallenge(scope.tx, row.id, scope.now);
  const collected = await markChallengeRewardCollected(scope.tx, {
    id: row.id,
    userId,
    now: scope.now,
  });
  if (!collected) throw rewardAlreadyCollected();
  // spec 2 §4: the reward is the player's stake, or the stage's first stake.
  const stakes = graph.stakesOfStage.get(stageKey(row.challengeId, row.stage)) ?? [];
  const stake = stakes.find((candidate) => candidate.id === row.stakeId) ?? stakes[0];
  const rewards = await grantRewards(
    scope,
    userId,
    graph,
    stake ? (graph.stakeRewards.get(stake.id) ?? []) : [],
    {
      keyPrefix: `challenge:${row.id}`,
      season,
    },
  );
  return { userChallengeId: row.id, challengeId: row.challengeId, rewards };
}

/**
 * spec 2 §7 Collect challenge reward: the player's completed, uncollected user challenge of the
 * challenge (else the latest). A level entry without a user challenge gets one (stage 1) first.
 */
export async function collectChallengeReward(
  scope: TxScope,
  userId: string,
  challengeId: number,
): Promise<RewardItem[]> {
  let graph = await loadChallengeGraph(scope.tx, [challengeId], userId);
  const challengeRow = graph.rows.get(challengeId);
  if (!challengeRow) throw unknownChallenge(challengeId);
  if (graph.userChallengeRows.length === 0 && isLevelEntry(challengeRow)) {
    await insertUserChallenge(scope.tx, {
      userId,
      challengeId,
      stage: 1,
      stakeId: null,
      trackingData: null,
      startedAt: scope.now,
      endsAt: graph.stageRows.get(stageKey(challengeId, 1))?.endAt ?? null,
    });
    graph = await loadChallengeGraph(scope.tx, [challengeId], userId);
  }
  const rows = graph.userChallengeRows;
  const target =
    rows.find((row) => row.completedAt && !row.rewardCollectedAt && !row.cancelledAt) ??
    rows.at(-1);
  if (!target) throw invalidInput('You have not enrolled in this challenge.');
  return (await collectUserChallenge(scope, userId, graph, target)).rewards;
}

/**
 * spec 1 §7 Batch collect challenge rewards: the listed user challenges whose rewards are pending
 * (spec 2 §4). Another player's or an unknown id refuses the whole batch; none pending gives
 * no-reward-to-collect.
 */
export async function batchCollectChallengeRewards(
  scope: TxScope,
  userId: string,
  userChallengeIds: number[],
): Promise<CollectedReward[]> {
  const ids = [...new Set(userChallengeIds)];
  const rows = await listUserChallenges(scope.tx, userId, { challengeId: null, stage: null, ids });
  const missing = ids.find((id) => !rows.some((row) => row.id === id));
  if (missing !== undefined) throw unknownUserChallenge(missing);
  const pending = pendingRewards(rows);
  const graph = await loadChallengeGraph(
    scope.tx,
    pending.map((row) => row.challengeId),
    userId,
  );
  const collected: CollectedReward[] = [];
  for (const row of pending) {
    try {
      collected.push(await collectUserChallenge(scope, userId, graph, row));
    } catch (error) {
      // A pending reward this player cannot take (yet) stays pending; the others are collected.
      if (!(error instanceof AppError) || error.code === 'invalid-input') throw error;
    }
  }
  if (collected.length === 0) throw noRewardToCollect();
  return collected;
}
