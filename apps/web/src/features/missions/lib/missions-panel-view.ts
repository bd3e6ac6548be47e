// The missions panel's data (MissionsPanel query) as the panel's props (issue 11 Build 6): which of a
// challenge's stages the player is on and what they may do with it follow spec 2 §4 (Challenge reward
// flow, active challenges, pending rewards) through @levelup/domain/challenges.
import { missionsText } from '../missions-text.ts';
import type {
  MissionsPanelQuery,
  RewardItemFieldsFragment,
  UserChallengeFieldsFragment,
} from '@levelup/api/challenges';
import {
  challengeEndAt,
  isChallengeActive,
  isRewardPending,
  missionState,
} from '@levelup/domain/challenges';
import type { ChallengeCardStatus } from '@levelup/ui/missions/challenge-card';
import type { MissionRowState } from '@levelup/ui/missions/mission-row';
import { rewardsLabel } from './reward-label.ts';

type Challenge = MissionsPanelQuery['challenges'][number];
type Stage = Challenge['stages'][number];
type DailyEntry = MissionsPanelQuery['dailyMissions']['missions'][number];

/** A daily mission as the panel shows it. */
export type DailyMissionData = {
  id: string;
  userMissionId: string | null;
  title: string;
  progress: number;
  target: number;
  rewardLabel: string | null;
  state: MissionRowState;
  rewards: ReadonlyArray<RewardItemFieldsFragment>;
};

/** A mission of a challenge; platform and standalone missions pay on their own (userMissionId). */
export type ChallengeMissionData = {
  id: string;
  title: string;
  progress: number;
  target: number;
  state: MissionRowState;
  rewardLabel: string | null;
  rewards: ReadonlyArray<RewardItemFieldsFragment>;
  userMissionId: string | null;
};

/** A challenge at the stage the player is on. */
export type ChallengeData = {
  id: string;
  title: string;
  description: string;
  kindLabel: string;
  status: ChallengeCardStatus;
  stakeId: string | null;
  rewardLabel: string | null;
  rewards: ReadonlyArray<RewardItemFieldsFragment>;
  missions: ChallengeMissionData[];
  endsAt: number | null;
  startsAt: number | null;
  userChallengeId: string | null;
};

export function dailyMissionData(entry: DailyEntry): DailyMissionData {
  const state: MissionRowState = entry.isCollectedReward
    ? 'collected'
    : entry.isPassed
      ? 'collectible'
      : 'inProgress';
  return {
    id: entry.mission.id,
    userMissionId: entry.userMission?.id ?? null,
    title: entry.mission.title,
    progress: entry.progress,
    target: entry.mission.targetValue,
    rewardLabel: rewardsLabel(entry.mission.rewards),
    state,
    rewards: entry.mission.rewards,
  };
}

/** How a challenge's type reads on its card. */
const kindLabel = (type: Challenge['type']) => missionsText(`kind.${type}`);

const ms = (value: string | null | undefined) => (value ? Date.parse(value) : null);

/**
 * The challenges the panel lists: this season's or platform-wide, not the daily pool itself, nor the
 * advent calendar's doors (Calendar challenges, on /advent-calendar).
 */
export function panelChallenges(challenges: ReadonlyArray<Challenge>, battlePassId: string) {
  return challenges.filter(
    (challenge) =>
      challenge.type !== 'Calendar' &&
      (challenge.battlePassId === null || challenge.battlePassId === battlePassId) &&
      (challenge.type !== 'BattlePassMission' || challenge.battlePassLevel !== null),
  );
}

/** Where the player stands in a stage they have no user challenge of. */
function statusWithout(challenge: Challenge, stage: Stage, now: number): ChallengeCardStatus {
  const startAt = ms(stage.startAt);
  const endAt = ms(stage.endAt);
  if (startAt !== null && startAt > now) return 'upcoming';
  if (endAt !== null && endAt <= now) return 'over';
  return challenge.autoStart ? 'tracking' : 'notEnrolled';
}

/** spec 2 §4 Challenge reward flow of the player's user challenge of the stage. */
function statusOf(
  challenge: Challenge,
  stage: Stage,
  userChallenge: UserChallengeFieldsFragment,
  now: number,
): ChallengeCardStatus {
  if (userChallenge.rewardCollectedAt) return 'collected';
  if (userChallenge.cancelledAt || userChallenge.failedAt) return 'over';
  if (isRewardPending(userChallenge)) return 'completed';
  if (userChallenge.completedAt) return 'collected';
  if (!userChallenge.startedAt) return 'enrolled';
  if (isChallengeActive({ userChallenge, stage, now }))
    return challenge.autoStart ? 'tracking' : 'active';
  return 'over';
}

/** A finished user challenge moves the player on to the next stage, when there is one. */
const isFinished = (row: UserChallengeFieldsFragment) =>
  Boolean(row.rewardCollectedAt || row.cancelledAt || row.failedAt);

/** Platform and standalone missions: each pays on its own, from its 'once' user mission. */
function ownMissionsData(challenge: Challenge, stage: Stage, now: number): ChallengeData {
  const started = stage.missions.some((mission) => mission.userMission);
  const window = statusWithout(challenge, stage, now);
  const status: ChallengeCardStatus =
    window !== 'tracking' && window !== 'notEnrolled'
      ? window
      : challenge.type === 'StandaloneMission' && !started
        ? 'startable'
        : 'tracking';
  return {
    id: challenge.id,
    title: challenge.title,
    description: challenge.description,
    kindLabel: kindLabel(challenge.type),
    status,
    stakeId: null,
    rewardLabel: null,
    rewards: [],
    missions: stage.missions.map((mission) => {
      const mine = mission.userMission;
      return {
        id: mission.id,
        title: mission.title,
        progress: mine?.progress ?? 0,
        target: mission.targetValue,
        state: mine?.rewardCollectedAt
          ? 'collected'
          : mine?.completedAt
            ? 'collectible'
            : 'inProgress',
        rewardLabel: rewardsLabel(mission.rewards),
        rewards: mission.rewards,
        userMissionId: mine?.id ?? null,
      };
    }),
    endsAt: ms(stage.endAt),
    startsAt: ms(stage.startAt),
    userChallengeId: null,
  };
}

const OWN_REWARD_TYPES: ReadonlyArray<Challenge['type']> = ['PlatformMission', 'StandaloneMission'];

/**
 * spec 2 §4 Mission state of a challenge's missions: Passed once the battle pass user challenge is
 * completed, Loading while the panel rereads the player's progress, else each mission's own.
 */
function missionRowState(
  challenge: Challenge,
  latest: UserChallengeFieldsFragment | null,
  passed: boolean,
  syncing: boolean,
): MissionRowState {
  const state = missionState({
    userChallengeCompleted: challenge.type.startsWith('BattlePass') && Boolean(latest?.completedAt),
    syncing,
  });
  if (state === 'Passed' || passed) return 'passed';
  return state === 'Loading' ? 'syncing' : 'inProgress';
}

export function challengeData(
  challenge: Challenge,
  now: number,
  syncing = false,
): ChallengeData | null {
  if (OWN_REWARD_TYPES.includes(challenge.type)) {
    const stage = challenge.stages[0];
    return stage ? ownMissionsData(challenge, stage, now) : null;
  }
  const rows = [...challenge.userChallenges].sort((a, b) => a.stage - b.stage);
  let latest = rows.at(-1) ?? null;
  let stage = challenge.stages.find((candidate) => candidate.stage === (latest?.stage ?? 1));
  const next =
    latest && challenge.stages.find((candidate) => candidate.stage === latest!.stage + 1);
  if (latest && isFinished(latest) && next) {
    stage = next;
    latest = null;
  }
  if (!stage) return null;
  const status = latest
    ? statusOf(challenge, stage, latest, now)
    : statusWithout(challenge, stage, now);
  const byMission = new Map(latest?.userChallengeMissions.map((row) => [row.missionId, row]));
  const stake =
    stage.stakes.find((candidate) => candidate.id === latest?.challengeStakeId) ?? stage.stakes[0];
  const rewards = stake?.rewards ?? [];
  const endsAt =
    ms(latest?.endsAt) ??
    ms(challengeEndAt({ startedAt: latest?.startedAt, stage })?.toISOString());
  return {
    id: challenge.id,
    title: challenge.title,
    description: challenge.description,
    kindLabel:
      challenge.stages.length > 1
        ? missionsText('kind.withStage', {
            kind: kindLabel(challenge.type),
            stage: stage.stage,
            count: challenge.stages.length,
          })
        : kindLabel(challenge.type),
    status,
    stakeId: stake?.id ?? null,
    rewardLabel: rewardsLabel(rewards),
    rewards,
    missions: stage.missions.map((mission) => {
      const mine = byMission.get(mission.id);
      return {
        id: mission.id,
        title: mission.title,
        progress: mine?.progress ?? 0,
        target: mission.targetValue,
        state: missionRowState(challenge, latest, Boolean(mine?.isPassed), syncing),
        rewardLabel: null,
        rewards: [],
        userMissionId: null,
      };
    }),
    endsAt,
    startsAt: ms(stage.startAt),
    userChallengeId: latest?.id ?? null,
  };
}
