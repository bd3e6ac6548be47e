// Challenges and missions of the signed-in player (issue 11, spec 2 §7, spec 1 §7): the reads
// (reads.ts), and the changes, each in one transaction under the player lock, where a mutation's
// Idempotency-Key is fenced too (player-transactions.ts).
import type { Database } from '#db/client.ts';
import type {
  ChallengeMissionSync,
  MissionSyncResult,
  MissionTrackingData,
  RewardItem,
  UserChallenge,
} from '#generated/resolvers.ts';
import { requireViewerId } from '#modules/accounts/require-viewer.ts';
import { createPlayerTransactions } from '#modules/progression/player-transactions.ts';
import type { SeasonService } from '#modules/season/service.ts';
import type { PlayerEvents } from '#realtime/player-events.ts';
import { challengeCatalog } from './catalog.ts';
import { collectMissionReward } from './collect-mission.ts';
import {
  batchCollectChallengeRewards,
  collectChallengeReward,
  type CollectedReward,
} from './collect.ts';
import { cancelChallenge, enrollChallenge, startChallenge } from './enrollment.ts';
import { limitIds, parseAttribution, parseId, parseIds, parseTrackingData } from './inputs.ts';
import { startMission, syncChallengeMissions, syncMissions } from './missions.ts';
import { createChallengeReads } from './reads.ts';

export type ChallengesService = ReturnType<typeof createChallengesService>;

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
  const reads = createChallengeReads({ db, catalog, now });

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
    ...reads,

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
      return reads.userChallengeView(userId, input.challengeId, id);
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
