// Assembles challenges, stages, missions, stakes, rewards and the player's user challenges from rows
// loaded in bulk (spec 2 §3): one object graph per request, so nested fields cost no query (no N+1).
import { rewardMetadata } from '#modules/rewards/code-metadata.ts';
import type {
  Challenge,
  ChallengeStage,
  ChallengeStake,
  Item,
  Mission,
  RewardItem,
  UserChallenge,
  UserChallengeMission,
  UserMission,
} from '#generated/resolvers.ts';
import type {
  ChallengeRow,
  MissionRow,
  RewardRow,
  StageRow,
  StakeRow,
  UserChallengeRow,
  UserMissionRow,
} from './store.ts';

export type ChallengeRows = {
  challenges: ChallengeRow[];
  stages: StageRow[];
  missions: MissionRow[];
  missionRewards: RewardRow[];
  stakes: StakeRow[];
  stakeRewards: RewardRow[];
  userChallenges: UserChallengeRow[];
  userMissions: UserMissionRow[];
  items: Map<string, Item>;
};

/** The assembled graph, with the rows each object came from for the rules. */
export type ChallengeGraph = {
  challenges: Map<number, Challenge>;
  rows: Map<number, ChallengeRow>;
  /** `${challengeId}:${stage}` -> stage. */
  stages: Map<string, ChallengeStage>;
  stageRows: Map<string, StageRow>;
  userChallenges: Map<number, UserChallenge>;
  /** The viewer's rows, user challenges in stage order. */
  userChallengeRows: UserChallengeRow[];
  userMissionRows: UserMissionRow[];
  /** Stake id -> its reward rows, and each stage's stakes in order. */
  stakeRewards: Map<number, RewardRow[]>;
  stakesOfStage: Map<string, StakeRow[]>;
  missionRows: Map<number, MissionRow>;
  missionRewards: Map<number, RewardRow[]>;
  items: Map<string, Item>;
};

export const stageKey = (challengeId: number, stage: number) => `${challengeId}:${stage}`;

/** Progress as GraphQL's Int carries it: sums may grow past it, and the target is never that high. */
export const progressInt = (progress: number | null | undefined) =>
  Math.min(progress ?? 0, 2_147_483_647);

/** spec 2 §3 Mission sync result userMission. */
export function toUserMission(row: UserMissionRow): UserMission {
  return {
    id: row.id,
    missionId: row.missionId,
    period: row.period,
    progress: progressInt(row.progress),
    startedAt: row.startedAt,
    completedAt: row.completedAt,
    rewardCollectedAt: row.rewardCollectedAt,
  };
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** A reward row as spec 2 §3 Reward item; rows of items missing from the catalog are left out. */
export function toRewardItem(
  row: { itemKey: string; amount: number; metadata: Record<string, string>; codeIds?: string[] },
  items: Map<string, Item>,
): RewardItem[] {
  const item = items.get(row.itemKey);
  if (!item) return [];
  // A collected code reward carries the player's own code ids (issue 12 Build 9).
  const metadata = rewardMetadata(row.metadata, row.codeIds);
  return [{ itemKey: row.itemKey, amount: row.amount, item, metadata }];
}

export function assembleGraph(rows: ChallengeRows): ChallengeGraph {
  const missionRewards = groupBy(rows.missionRewards, (row) => row.ownerId);
  const stakeRewards = groupBy(rows.stakeRewards, (row) => row.ownerId);
  const stakesOfStage = groupBy(rows.stakes, (row) => stageKey(row.challengeId, row.stage));
  const missionsOfChallenge = groupBy(rows.missions, (row) => row.challengeId);
  const userMissionsOfChallenge = groupBy(
    rows.userMissions.filter((row) => row.userChallengeId !== null),
    (row) => row.userChallengeId,
  );
  const onceMissions = new Map(
    rows.userMissions.filter((row) => row.period === 'once').map((row) => [row.missionId, row]),
  );

  const missionOf = new Map<number, Mission>();
  for (const row of rows.missions)
    missionOf.set(row.id, {
      id: row.id,
      key: row.key,
      challengeId: row.challengeId,
      stage: row.stage,
      title: row.title,
      description: row.description,
      gameKey: row.gameKey,
      eventTypes: row.eventTypes,
      targetValue: row.targetValue,
      rewards: (missionRewards.get(row.id) ?? []).flatMap((reward) =>
        toRewardItem(reward, rows.items),
      ),
      userMission: onceMissions.has(row.id) ? toUserMission(onceMissions.get(row.id)!) : null,
    });

  const challengesById = new Map<number, Challenge>();
  const stages = new Map<string, ChallengeStage>();
  const userChallengesById = new Map<number, UserChallenge>();
  for (const row of rows.challenges) {
    const challenge: Challenge = {
      id: row.id,
      key: row.key,
      type: row.type,
      title: row.title,
      description: row.description,
      imagePath: row.imagePath,
      gameKey: row.gameKey,
      battlePassId: row.battlePassId,
      battlePassLevel: row.battlePassLevel,
      snowflakeBypassCost: row.snowflakeBypassCost,
      autoStart: row.autoStart,
      missions: (missionsOfChallenge.get(row.id) ?? []).flatMap(
        (mission) => missionOf.get(mission.id) ?? [],
      ),
      stages: [],
      userChallenges: [],
    };
    challengesById.set(row.id, challenge);
  }

  for (const row of rows.stages) {
    const challenge = challengesById.get(row.challengeId);
    if (!challenge) continue;
    const key = stageKey(row.challengeId, row.stage);
    const stakes: ChallengeStake[] = (stakesOfStage.get(key) ?? []).map((stake) => ({
      id: stake.id,
      rewards: (stakeRewards.get(stake.id) ?? []).flatMap((reward) =>
        toRewardItem(reward, rows.items),
      ),
    }));
    const stage: ChallengeStage = {
      id: row.id,
      challengeId: row.challengeId,
      stage: row.stage,
      startAt: row.startAt,
      endAt: row.endAt,
      duration: row.duration,
      missions: challenge.missions.filter((mission) => mission.stage === row.stage),
      stakes,
      challenge,
    };
    stages.set(key, stage);
    challenge.stages.push(stage);
  }

  for (const row of rows.userChallenges) {
    const challenge = challengesById.get(row.challengeId);
    if (!challenge) continue;
    const progress = new Map(
      (userMissionsOfChallenge.get(row.id) ?? []).map((mission) => [mission.missionId, mission]),
    );
    const userChallengeMissions: UserChallengeMission[] = challenge.missions
      .filter((mission) => mission.stage === row.stage)
      .map((mission) => {
        const id = Number(mission.id);
        const userMission = progress.get(id) ?? onceMissions.get(id);
        return {
          missionId: id,
          isPassed: Boolean(userMission?.completedAt),
          progress: progressInt(userMission?.progress),
          targetValue: mission.targetValue,
        };
      });
    const userChallenge: UserChallenge = {
      id: row.id,
      challengeId: row.challengeId,
      stage: row.stage,
      challengeStakeId: row.stakeId,
      startedAt: row.startedAt,
      endsAt: row.endsAt,
      completedAt: row.completedAt,
      failedAt: row.failedAt,
      cancelledAt: row.cancelledAt,
      rewardReadyAt: row.rewardReadyAt,
      rewardCollectedAt: row.rewardCollectedAt,
      userChallengeMissions,
      challenge,
    };
    userChallengesById.set(row.id, userChallenge);
    challenge.userChallenges.push(userChallenge);
  }

  return {
    challenges: challengesById,
    rows: new Map(rows.challenges.map((row) => [row.id, row])),
    stages,
    stageRows: new Map(rows.stages.map((row) => [stageKey(row.challengeId, row.stage), row])),
    userChallenges: userChallengesById,
    userChallengeRows: rows.userChallenges,
    userMissionRows: rows.userMissions,
    stakeRewards,
    stakesOfStage,
    missionRows: new Map(rows.missions.map((row) => [row.id, row])),
    missionRewards,
    items: rows.items,
  };
}
