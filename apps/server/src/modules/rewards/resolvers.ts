// Thin resolvers of the rewards module (issue 12 Build 7, 8, 9): translate arguments and delegate.
import type { Resolvers } from '#generated/resolvers.ts';

export const rewardsResolvers: Resolvers = {
  Query: {
    rewardHistory: (_parent, { limit, offset }, { services, viewerId }) =>
      services.rewards.rewardHistory(viewerId, limit ?? 20, offset ?? 0),
    rewardCampaigns: (_parent, _args, { services, viewerId }) =>
      services.rewards.rewardCampaigns(viewerId),
    weeklyClaimableGold: (_parent, _args, { services, viewerId }) =>
      services.rewards.weeklyClaimableGold(viewerId),
    claimableBadgeGolds: (_parent, _args, { services, viewerId }) =>
      services.rewards.claimableBadgeGolds(viewerId),
    myRedeemableCodes: (_parent, { limit, offset }, { services, viewerId }) =>
      services.rewards.myRedeemableCodes(viewerId, limit ?? 20, offset ?? 0),
    redeemableCode: (_parent, { groupKey, id }, { services, viewerId }) =>
      services.rewards.redeemableCode(viewerId, groupKey, String(id)),
  },
  Mutation: {
    claimWeeklyGold: (_parent, _args, { services, viewerId }) =>
      services.rewards.claimWeeklyGold(viewerId),
    claimBadgeGolds: (_parent, _args, { services, viewerId }) =>
      services.rewards.claimBadgeGolds(viewerId),
  },
};
