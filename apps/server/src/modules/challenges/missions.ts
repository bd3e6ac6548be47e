// spec 2 §7 Sync missions, Sync challenge missions and Start mission: the player's current user
// mission of each mission (mission-periods.ts), and the 'once' user mission a standalone mission
// starts with its attribution and tracking data.
import { invalidInput } from '#errors.ts';
import type { ChallengeMissionSync, MissionSyncResult } from '#generated/resolvers.ts';
import type { Database } from '#db/client.ts';
import type { TxScope } from '#modules/progression/level-ups.ts';
import type { ChallengeCatalog } from './catalog.ts';
import { stageKey, toUserMission, type ChallengeGraph } from './graph.ts';
import { loadChallengeGraph } from './load-graph.ts';
import { missionIsOver, notStartedYet, unknownMission } from './messages.ts';
import { currentUserMission, periodKind, utcDay } from './mission-periods.ts';
import { ensureOnceUserMission } from './player-store.ts';
import { listMissionChallengeIds, listUserMissions, type UserMissionRow } from './store.ts';

/** Where reads go: the database for the player's rows, the catalog for season data. */
export type Reads = { db: Database; catalog: ChallengeCatalog };

/** The graph of these missions' challenges with the viewer's rows, and today's daily user missions. */
async function loadMissions(
  { db, catalog }: Reads,
  userId: string,
  missionIds: number[],
  now: Date,
) {
  const [challengeIds, daily] = await Promise.all([
    catalog.missionChallengeIds(missionIds),
    listUserMissions(db, userId, missionIds, [utcDay(now)]),
  ]);
  const graph = await loadChallengeGraph(db, challengeIds, userId, catalog);
  return { graph, daily: new Map(daily.map((row) => [row.missionId, row])) };
}

function syncResult(missionId: number, userMission: UserMissionRow | null): MissionSyncResult {
  return {
    missionId,
    userMissionId: userMission?.id ?? null,
    isPassed: Boolean(userMission?.completedAt),
    isCollectedReward: Boolean(userMission?.rewardCollectedAt),
    userMission: userMission ? toUserMission(userMission) : null,
  };
}

/** spec 2 §7 Sync missions: one result per asked mission (unknown ones read as not passed). */
export async function syncMissions(
  reads: Reads,
  userId: string,
  missionIds: number[],
  now: Date,
): Promise<MissionSyncResult[]> {
  const { graph, daily } = await loadMissions(reads, userId, missionIds, now);
  return missionIds.map((id) => syncResult(id, currentUserMission(graph, id, daily)));
}

/** spec 2 §7 Sync challenge missions: which of the challenge's missions the player has passed. */
export async function syncChallengeMissions(
  reads: Reads,
  userId: string,
  challengeId: number,
  missionIds: number[],
  now: Date,
): Promise<ChallengeMissionSync[]> {
  const { graph, daily } = await loadMissions(reads, userId, missionIds, now);
  return missionIds.map((id) => {
    const ofChallenge = graph.missionRows.get(id)?.challengeId === challengeId;
    const userMission = ofChallenge ? currentUserMission(graph, id, daily) : null;
    return { missionId: id, isPassed: Boolean(userMission?.completedAt) };
  });
}

export type StartMissionInput = {
  missionId: number;
  attribution: string;
  trackingData: Record<string, string> | null;
};

function stageOf(graph: ChallengeGraph, missionId: number) {
  const mission = graph.missionRows.get(missionId);
  const challenge = mission && graph.rows.get(mission.challengeId);
  if (!mission || !challenge) throw unknownMission(missionId);
  return { challenge, stage: graph.stageRows.get(stageKey(mission.challengeId, mission.stage)) };
}

/**
 * spec 2 §7 Start mission: the player's 'once' user mission of a standalone (or platform) mission,
 * with attribution and tracking data; the same one when started again. Error mission-is-over.
 */
export async function startMission(
  scope: TxScope,
  userId: string,
  input: StartMissionInput,
): Promise<number> {
  const [challengeId] = await listMissionChallengeIds(scope.tx, [input.missionId]);
  if (challengeId === undefined) throw unknownMission(input.missionId);
  const graph = await loadChallengeGraph(scope.tx, [challengeId], userId);
  const { challenge, stage } = stageOf(graph, input.missionId);
  if (periodKind(challenge) !== 'once')
    throw invalidInput('This mission starts with its challenge, not on its own.');
  if (stage?.endAt && stage.endAt <= scope.now) throw missionIsOver();
  if (stage?.startAt && stage.startAt > scope.now) throw notStartedYet();
  const row = await ensureOnceUserMission(scope.tx, { userId, ...input });
  return row.id;
}
