// Thin resolvers of the challenges module: translate arguments and delegate to the service.
import type { Resolvers } from '#generated/resolvers.ts';
import type { GraphQLContext } from '#graphql/context.ts';

export const challengesResolvers: Resolvers = {
  Query: {
    challenges: (_parent, { ids, types, battlePassId }, { services, viewerId }) =>
      services.challenges.challenges(viewerId, { ids, types, battlePassId }),
    userChallenges: (_parent, { criteria }, { services, viewerId }) =>
      services.challenges.userChallenges(viewerId, criteria),
    challengeStages: (_parent, { or }, { services, viewerId }) =>
      services.challenges.challengeStages(viewerId, or),
    adventCalendar: (_parent, { year }, { services, viewerId }) =>
      services.challenges.adventCalendar(viewerId, year),
    pendingChallengeRewards: (_parent, _args, { services, viewerId }) =>
      services.challenges.pendingChallengeRewards(viewerId),
  },
  Mutation: {
    syncChallengeMissions: (_parent, { challengeId, missionIds }, { services, viewerId }) =>
      services.challenges.syncChallengeMissions(viewerId, challengeId, missionIds),
    enrollChallenge: (_parent, args, { services, viewerId }) =>
      services.challenges.enrollChallenge(
        viewerId,
        args.challengeId,
        args.challengeStakeId,
        args.trackingData,
      ),
    startChallenge: (_parent, { challengeId, challengeStakeId }, { services, viewerId }) =>
      services.challenges.startChallenge(viewerId, challengeId, challengeStakeId),
    // The stake of a collect or cancel is the user challenge's own (chosen when enrolling).
    collectChallengeReward: (_parent, { challengeId }, { services, viewerId }) =>
      services.challenges.collectChallengeReward(viewerId, challengeId),
    cancelChallenge: (_parent, { challengeId }, { services, viewerId }) =>
      services.challenges.cancelChallenge(viewerId, challengeId),
    syncMissions: (_parent, { missionIds }, { services, viewerId }) =>
      services.challenges.syncMissions(viewerId, missionIds),
    startMission: (_parent, { missionId, attribution, trackingData }, { services, viewerId }) =>
      services.challenges.startMission(viewerId, missionId, attribution, trackingData),
    collectMissionReward: (_parent, { userMissionId }, { services, viewerId }) =>
      services.challenges.collectMissionReward(viewerId, userMissionId),
    batchCollectChallengeRewards: (_parent, { userChallengeIds }, { services, viewerId }) =>
      services.challenges.batchCollectChallengeRewards(viewerId, userChallengeIds),
  },
  BattlePassLevel: {
    free: async (level, _args, context) => (await entryOf(level, context)).free,
    freeUserChallenge: async (level, _args, context) =>
      (await entryOf(level, context)).freeUserChallenge,
    premium: async (level, _args, context) => (await entryOf(level, context)).premium,
    premiumUserChallenge: async (level, _args, context) =>
      (await entryOf(level, context)).premiumUserChallenge,
  },
};

/** The level's entry, from one load per season and request (the context object is the request). */
function entryOf(level: { battlePassId: number; level: number }, context: GraphQLContext) {
  return context.services.challenges.levelEntry(
    context,
    context.viewerId,
    level.battlePassId,
    level.level,
  );
}
