// Challenges and missions of the signed-in player (issue 11, spec 2 §7, spec 1 §7): reads assemble a
// graph per request in a fixed number of queries; changes run in one transaction under the player
// lock, and a mutation's Idempotency-Key is fenced in that transaction (player-transactions.ts).
import type { Database } from '#db/client.ts';
import type {
  Challenge,
  ChallengeMissionSync,
  ChallengeStage,
  ChallengeStageRef,
  ChallengeType,
  MissionSyncResult,
  MissionTrackingData,
  RewardItem,
  UserChallenge,
  UserChallengeCriteria,
} from '#generated/resolvers.ts';
import { requireViewerId } from '#modules/accounts/require-viewer.ts';
import { createPlayerTransactions } from '#modules/progression/player-transactions.ts';
import type { SeasonService } from '#modules/season/service.ts';
import type { PlayerEvents } from '#realtime/player-events.ts';
import { challengeCatalog } from './catalog.ts';
import {
  batchCollectChallengeRewards,
  collectChallengeReward,
  type CollectedReward,
} from './collect.ts';
import { collectMissionReward } from './collect-mission.ts';
import { cancelChallenge, enrollChallenge, startChallenge } from './enrollment.ts';
import { stageKey, type ChallengeGraph } from './graph.ts';
import { limitIds, parseAttribution, parseId, parseIds, parseTrackingData } from './inputs.ts';
import { levelEntries, NO_LEVEL_ENTRY, type LevelEntry } from './level-entries.ts';
import { loadChallengeGraph } from './load-graph.ts';
import { unknownUserChallenge } from './messages.ts';
import { startMission, syncChallengeMissions, syncMissions } from './missions.ts';
import { listPendingUserChallenges, listStagesByRefs, listUserChallenges } from './store.ts';

export type ChallengesService = ReturnType<typeof createChallengesService>;

const userChallengesOf = (graph: ChallengeGraph, ids: readonly number[]) =>
  ids.flatMap((id) => graph.userChallenges.get(id) ?? []);

export function createChallengesService({
  db,
  events,
  season,
  now = () => new Date(),
}: {
  db: Database;
  events: PlayerEvents;
  season: SeasonService;
  now?: () => Date;
}) {
  const { asPlayer } = createPlayerTransactions({ db, events, now });
  const catalog = challengeCatalog(db, season.seasonDataCache);
  const graphOf = (ids: readonly number[], viewerId: string | null) =>
    loadChallengeGraph(db, ids, viewerId, catalog);
  // One load of a season's level entries per request (keyed by the request's context object).
  const levelEntriesOfRequest = new WeakMap<
    object,
    Map<string, Promise<Map<number, LevelEntry>>>
  >();

  async function userChallengeViews(userId: string, rows: { id: number; challengeId: number }[]) {
    const graph = await graphOf(
      rows.map((row) => row.challengeId),
      userId,
    );
    return userChallengesOf(
      graph,
      rows.map((row) => row.id),
    );
  }

  async function userChallengeView(userId: string, challengeId: number, id: number) {
    const [view] = await userChallengeViews(userId, [{ id, challengeId }]);
    if (!view) throw unknownUserChallenge(id);
    return view;
  }

  const enrollInput = (
    challengeId: string,
    stakeId: string | null | undefined,
    data?: unknown,
  ) => ({
    challengeId: parseId(challengeId, 'challenge'),
    stakeId: stakeId === null || stakeId === undefined ? null : parseId(stakeId, 'stake'),
    trackingData: parseTrackingData(data),
  });

  return {
    /** spec 1 §7 Challenges plus user challenges. */
    async challenges(
      viewerId: string | null,
      filter: {
        ids?: string[] | null;
        types?: ChallengeType[] | null;
        battlePassId?: string | null;
      },
    ): Promise<Challenge[]> {
      const ids = filter.ids
        ? parseIds(limitIds(filter.ids), 'challenge')
        : await catalog.challengeIds({
            types: filter.types ?? null,
            battlePassId: filter.battlePassId
              ? parseId(filter.battlePassId, 'battle pass id')
              : null,
            now: now(),
          });
      const graph = await graphOf(ids, viewerId);
      return [...new Set(ids)].flatMap((id) => graph.challenges.get(id) ?? []);
    },

    /** spec 2 §7 Query user challenges by criteria; empty for a visitor. */
    async userChallenges(
      viewerId: string | null,
      criteria: UserChallengeCriteria,
    ): Promise<UserChallenge[]> {
      if (!viewerId) return [];
      const rows = await listUserChallenges(db, viewerId, {
        challengeId: criteria.challengeId ? parseId(criteria.challengeId, 'challenge') : null,
        stage: criteria.stage ?? null,
        ids: criteria.ids ? parseIds(limitIds(criteria.ids), 'user challenge') : null,
      });
      return userChallengeViews(viewerId, rows);
    },

    /** spec 2 §7 Query challenge stages by an or-list of (challengeId, stage). */
    async challengeStages(
      viewerId: string | null,
      refs: ChallengeStageRef[],
    ): Promise<ChallengeStage[]> {
      const pairs = limitIds(refs).map((ref) => ({
        challengeId: parseId(ref.challengeId, 'challenge'),
        stage: ref.stage,
      }));
      const rows = await listStagesByRefs(db, pairs);
      const graph = await graphOf(
        rows.map((row) => row.challengeId),
        viewerId,
      );
      return pairs.flatMap(
        (pair) => graph.stages.get(stageKey(pair.challengeId, pair.stage)) ?? [],
      );
    },

    /** spec 2 §4 Pending rewards of the viewer; empty for a visitor. */
    async pendingChallengeRewards(viewerId: string | null): Promise<UserChallenge[]> {
      if (!viewerId) return [];
      return userChallengeViews(viewerId, await listPendingUserChallenges(db, viewerId));
    },

    /** spec 1 §3 level entries of a season's level, loaded once per request for every level. */
    async levelEntry(
      request: object,
      viewerId: string | null,
      battlePassId: number,
      level: number,
    ): Promise<LevelEntry> {
      let ofRequest = levelEntriesOfRequest.get(request);
      if (!ofRequest) levelEntriesOfRequest.set(request, (ofRequest = new Map()));
      const key = `${battlePassId}:${viewerId ?? ''}`;
      let entries = ofRequest.get(key);
      if (!entries) {
        entries = catalog
          .levelChallengeIds(battlePassId)
          .then((ids) => graphOf(ids, viewerId))
          .then(levelEntries);
        ofRequest.set(key, entries);
      }
      return (await entries).get(level) ?? NO_LEVEL_ENTRY;
    },

    async syncChallengeMissions(
      viewerId: string | null,
      challengeId: string,
      missionIds: string[],
    ): Promise<ChallengeMissionSync[]> {
      const userId = requireViewerId(viewerId);
      const ids = parseIds(limitIds(missionIds), 'mission');
      return syncChallengeMissions(
        { db, catalog },
        userId,
        parseId(challengeId, 'challenge'),
        ids,
        now(),
      );
    },

    async enrollChallenge(
      viewerId: string | null,
      challengeId: string,
      stakeId: string | null | undefined,
      trackingData: unknown,
    ): Promise<number> {
      const userId = requireViewerId(viewerId);
      const input = enrollInput(challengeId, stakeId, trackingData);
      const row = await asPlayer(userId, (scope) => enrollChallenge(scope, userId, input));
      return row.id;
    },

    async startChallenge(
      viewerId: string | null,
      challengeId: string,
      stakeId: string | null | undefined,
    ): Promise<UserChallenge> {
      const userId = requireViewerId(viewerId);
      const input = enrollInput(challengeId, stakeId);
      const id = await asPlayer(userId, (scope) => startChallenge(scope, userId, input));
      return userChallengeView(userId, input.challengeId, id);
    },

    async collectChallengeReward(
      viewerId: string | null,
      challengeId: string,
    ): Promise<RewardItem[]> {
      const userId = requireViewerId(viewerId);
      const id = parseId(challengeId, 'challenge');
      return asPlayer(userId, (scope) => collectChallengeReward(scope, userId, id));
    },

    async cancelChallenge(viewerId: string | null, challengeId: string): Promise<number> {
      const userId = requireViewerId(viewerId);
      const id = parseId(challengeId, 'challenge');
      return asPlayer(userId, (scope) => cancelChallenge(scope, userId, id));
    },

    async syncMissions(
      viewerId: string | null,
      missionIds: string[],
    ): Promise<MissionSyncResult[]> {
      const userId = requireViewerId(viewerId);
      return syncMissions(
        { db, catalog },
        userId,
        parseIds(limitIds(missionIds), 'mission'),
        now(),
      );
    },

    async startMission(
      viewerId: string | null,
      missionId: string,
      attribution: string,
      trackingData: MissionTrackingData | null | undefined,
    ): Promise<number> {
      const userId = requireViewerId(viewerId);
      const input = {
        missionId: parseId(missionId, 'mission'),
        attribution: parseAttribution(attribution),
        trackingData: parseTrackingData(
          trackingData
            ? Object.fromEntries(
                Object.entries(trackingData).filter(([, value]) => typeof value === 'string'),
              )
            : null,
        ),
      };
      return asPlayer(userId, (scope) => startMission(scope, userId, input));
    },

    async collectMissionReward(
      viewerId: string | null,
      userMissionId: string,
    ): Promise<RewardItem[]> {
      const userId = requireViewerId(viewerId);
      const id = parseId(userMissionId, 'user mission');
      return asPlayer(userId, (scope) => collectMissionReward(scope, userId, id));
    },

    async batchCollectChallengeRewards(
      viewerId: string | null,
      userChallengeIds: string[],
    ): Promise<CollectedReward[]> {
      const userId = requireViewerId(viewerId);
      const ids = parseIds(limitIds(userChallengeIds), 'user challenge');
      return asPlayer(userId, (scope) => batchCollectChallengeRewards(scope, userId, ids));
    },
  };
}
