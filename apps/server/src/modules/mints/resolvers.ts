// Thin resolvers of the mints module.
import type { Resolvers } from '#generated/resolvers.ts';

export const mintsResolvers: Resolvers = {
  Query: {
    freeMints: (_parent, _args, { services }) => services.mints.freeMints(),
  },
};
