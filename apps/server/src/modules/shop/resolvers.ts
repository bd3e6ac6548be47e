// Thin resolvers of the shop module.
import type { Resolvers } from '#generated/resolvers.ts';

export const shopResolvers: Resolvers = {
  Query: {
    shopItems: (_parent, { keys, premiumPassKey }, { services }) =>
      services.shop.shopItems(keys, premiumPassKey),
  },
};
