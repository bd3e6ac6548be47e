// Enroll, start and cancel a challenge (spec 2 §7, §4 Challenge reward flow): a user challenge per
// stage, the next stage once the current one is collected, cancelled, failed or over. Runs under the
// player lock in the caller's transaction.
import { challengeEndAt, isChallengeActive } from '@levelup/domain/challenges';
import { invalidInput } from '#errors.ts';
import type { TxScope } from '#modules/progression/level-ups.ts';
import { stageKey, type ChallengeGraph } from './graph.ts';
import { loadChallengeGraph } from './load-graph.ts';
import { missionIsOver, notStartedYet, unknownChallenge } from './messages.ts';
import { cancelUserChallenge, insertUserChallenge, startUserChallenge } from './player-store.ts';
import type { UserChallengeRow } from './store.ts';

export type EnrollInput = {
  challengeId: number;
  stakeId: number | null;
  trackingData: Record<string, string> | null;
};

/** The player's user challenge rows of a challenge, in stage order. */
const ownRows = (graph: ChallengeGraph, challengeId: number) =>
  graph.userChallengeRows.filter((row) => row.challengeId === challengeId);

/** Whether the player stays on this user challenge: open, and not a started window that ran out. */
function isCurrent(graph: ChallengeGraph, row: UserChallengeRow, now: Date): boolean {
  if (row.rewardCollectedAt || row.cancelledAt || row.failedAt) return false;
  if (!row.startedAt || row.completedAt) return true;
  const stage = graph.stageRows.get(stageKey(row.challengeId, row.stage)) ?? {};
  return isChallengeActive({ userChallenge: { ...row, startedAt: row.startedAt }, stage, now });
}

async function load(scope: TxScope, userId: string, challengeId: number) {
  const graph = await loadChallengeGraph(scope.tx, [challengeId], userId);
  const challenge = graph.rows.get(challengeId);
  if (!challenge) throw unknownChallenge(challengeId);
  return { graph, challenge };
}

function checkStake(
  graph: ChallengeGraph,
  challengeId: number,
  stage: number,
  stakeId: number | null,
) {
  if (stakeId === null) return;
  const stakes = graph.stakesOfStage.get(stageKey(challengeId, stage)) ?? [];
  if (!stakes.some((stake) => stake.id === stakeId))
    throw invalidInput(`Unknown stake "${stakeId}" of this challenge stage.`);
}

/**
 * spec 2 §7 Enroll challenge: the current user challenge, or a new one at stage 1 or the next stage.
 * Error mission-is-over when no stage is left or the stage has ended.
 */
export async function enrollChallenge(
  scope: TxScope,
  userId: string,
  input: EnrollInput,
): Promise<UserChallengeRow> {
  const { graph, challenge } = await load(scope, userId, input.challengeId);
  const own = ownRows(graph, challenge.id);
  const latest = own.at(-1);
  if (latest && isCurrent(graph, latest, scope.now)) return latest;
  const stageNumber = latest ? latest.stage + 1 : 1;
  const stage = graph.stageRows.get(stageKey(challenge.id, stageNumber));
  if (!stage || (stage.endAt && stage.endAt <= scope.now)) throw missionIsOver();
  checkStake(graph, challenge.id, stageNumber, input.stakeId);
  // Auto-start challenges count progress without enrolling, so enrolling starts them too (spec 2 §3).
  const started = challenge.autoStart && !(stage.startAt && stage.startAt > scope.now);
  const startedAt = started ? scope.now : null;
  const row = await insertUserChallenge(scope.tx, {
    userId,
    challengeId: challenge.id,
    stage: stageNumber,
    stakeId: input.stakeId,
    trackingData: input.trackingData,
    startedAt,
    endsAt: startedAt ? challengeEndAt({ startedAt, stage }) : null,
  });
  if (!row) throw new Error('a user challenge of this stage appeared under the player lock');
  return row;
}

/** spec 2 §7 Start challenge: enrolls if needed; the window runs from now. Error mission-is-over. */
export async function startChallenge(
  scope: TxScope,
  userId: string,
  input: EnrollInput,
): Promise<number> {
  const current = await enrollChallenge(scope, userId, input);
  if (current.startedAt) return current.id;
  const { graph } = await load(scope, userId, input.challengeId);
  const stage = graph.stageRows.get(stageKey(current.challengeId, current.stage));
  if (!stage || (stage.endAt && stage.endAt <= scope.now)) throw missionIsOver();
  if (stage.startAt && stage.startAt > scope.now) throw notStartedYet();
  checkStake(graph, current.challengeId, current.stage, input.stakeId);
  await startUserChallenge(scope.tx, {
    id: current.id,
    startedAt: scope.now,
    endsAt: challengeEndAt({ startedAt: scope.now, stage }),
    stakeId: input.stakeId,
  });
  return current.id;
}

/**
 * spec 2 §7 Cancel challenge: cancels the current user challenge and answers the new stage (the next
 * stage, or the cancelled one when it was the last).
 */
export async function cancelChallenge(
  scope: TxScope,
  userId: string,
  challengeId: number,
): Promise<number> {
  const { graph } = await load(scope, userId, challengeId);
  const latest = ownRows(graph, challengeId).at(-1);
  if (!latest || latest.rewardCollectedAt || latest.cancelledAt)
    throw invalidInput('You have no challenge to cancel.');
  await cancelUserChallenge(scope.tx, latest.id, scope.now);
  const next = latest.stage + 1;
  return graph.stageRows.has(stageKey(challengeId, next)) ? next : latest.stage;
}
