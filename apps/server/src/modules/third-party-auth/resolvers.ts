// Thin resolvers of the connected social accounts (issue 14 Build 2): delegate to the service.
import type { Resolvers } from '#generated/resolvers.ts';
import { requireViewerId } from '#modules/accounts/require-viewer.ts';

export const thirdPartyAuthResolvers: Resolvers = {
  Query: {
    myConnectedAccounts: (_parent, _args, { services, viewerId }) =>
      services.connectedAccounts.list(requireViewerId(viewerId)),
  },
  Mutation: {
    disconnectSocialAccount: (_parent, { provider }, { services, viewerId }) =>
      services.connectedAccounts.disconnect(requireViewerId(viewerId), provider),
  },
};
