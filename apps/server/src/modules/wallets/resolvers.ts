// Thin resolvers of the wallets module (issue 13 Build 5). User.wallets is batched per request.
import type { Resolvers } from '#generated/resolvers.ts';
import type { GraphQLContext } from '#graphql/context.ts';
import { createBatchLoader, type BatchLoader } from './batch-loader.ts';
import type { WalletCaller } from './service.ts';
import type { UserWalletView } from './views.ts';
import { assertWalletVerificationOn } from './wallet-verification-switch.ts';

const caller = ({ client, viewerId }: GraphQLContext): WalletCaller => ({
  ip: client.ip,
  viewerId,
  cookies: client.cookies,
});

const walletLoaders = new WeakMap<GraphQLContext, BatchLoader<string, UserWalletView[]>>();

function walletsLoader(context: GraphQLContext) {
  let loader = walletLoaders.get(context);
  if (!loader) {
    loader = createBatchLoader(
      (userIds) => context.services.wallets.walletsOf(userIds),
      () => [],
    );
    walletLoaders.set(context, loader);
  }
  return loader;
}

export const walletsResolvers: Resolvers = {
  Query: {
    myWallets: (_parent, _args, { services, viewerId }) => services.wallets.myWallets(viewerId),
  },
  Mutation: {
    walletChallenge: (_parent, args, context) =>
      context.services.wallets.walletChallenge(args, caller(context)),
    connectWallet: async (_parent, args, context) => {
      await assertWalletVerificationOn(context.services.site);
      return context.services.wallets.connectWallet(args, caller(context));
    },
    signInWithWallet: (_parent, args, context) =>
      context.services.wallets.signInWithWallet(args, caller(context)),
  },
  User: {
    wallets: (user, _args, context) => walletsLoader(context)(String(user.id)),
  },
};
