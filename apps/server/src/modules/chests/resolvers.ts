// Thin resolvers of the chests module (issue 12).
import type { Resolvers } from '#generated/resolvers.ts';

export const chestsResolvers: Resolvers = {
  Query: {
    dailyChest: (_parent, _args, { services, viewerId }) => services.chests.dailyChest(viewerId),
    chestOdds: (_parent, { chestType }, { services }) => services.chests.chestOdds(chestType),
    legendaryChestPrice: (_parent, _args, { services }) => services.chests.legendaryChestPrice(),
    dailyRewardsPool: (_parent, _args, { services }) => services.chests.dailyRewardsPool(),
    chestSeedPeriods: (_parent, { limit }, { services }) => services.chests.chestSeedPeriods(limit),
    myChestOpenings: (_parent, { limit, offset }, { services, viewerId }) =>
      services.chests.myChestOpenings(viewerId, limit, offset),
  },
  Mutation: {
    searchDailyChest: (_parent, { fetchCount }, { services, viewerId, client }) =>
      services.chests.searchDailyChest(viewerId, fetchCount, client),
    openDailyChest: (_parent, _args, { services, viewerId, client }) =>
      services.chests.openDailyChest(viewerId, client),
    openChest: (_parent, { itemKey }, { services, viewerId }) =>
      services.chests.openChest(viewerId, itemKey),
    buyLegendaryChest: (_parent, _args, { services, viewerId }) =>
      services.chests.buyLegendaryChest(viewerId),
  },
};
