// Thin resolvers of the progression module: translate arguments and delegate to the service.
import type { Resolvers } from '#generated/resolvers.ts';
import { requireViewerId } from '#modules/accounts/require-viewer.ts';

export const progressionResolvers: Resolvers = {
  Query: {
    userBattlePassState: (_parent, { group, key }, { services, viewerId }) =>
      services.progression.battlePassState(viewerId, group, key),
    dailyMissions: (_parent, { group, key, date }, { services, viewerId }) =>
      services.progression.dailyMissions(viewerId, group, key, date),
    userItems: (_parent, { itemKey }, { services, viewerId, viewerTokenInvalid }) => {
      // An expired, forged or signed-out token is an error, not a visitor (issue 27 finding 6).
      if (viewerTokenInvalid) requireViewerId(null);
      return services.progression.userItems(viewerId, itemKey ?? null);
    },
    userItemTransaction: (_parent, { txId }, { services, viewerId }) =>
      services.progression.userItemTransaction(viewerId, String(txId)),
  },
  Mutation: {
    claimBattlePassReward: (_parent, { rewardId }, { services, viewerId }) =>
      services.progression.claimReward(viewerId, String(rewardId)),
    claimBattlePassRewards: (_parent, { battlePassId, track }, { services, viewerId }) =>
      services.progression.claimRewards(viewerId, String(battlePassId), track),
    bypassSpecialMission: (_parent, { specialMissionId }, { services, viewerId }) =>
      services.progression.bypassSpecialMission(viewerId, String(specialMissionId)),
    // In-app currency here; card and crypto through the payments module (issue 5).
    purchaseShopItem: (_parent, { input }, { services, viewerId }) =>
      input.paymentType === 'COIN'
        ? services.progression.purchaseShopItem(viewerId, input)
        : services.payments.purchase(viewerId, input),
  },
};
