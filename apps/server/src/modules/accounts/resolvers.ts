// Thin resolvers of the accounts module: translate arguments and the request, delegate to the services.
import type { Resolvers } from '#generated/resolvers.ts';
import type { GraphQLContext } from '#graphql/context.ts';
import { jsonScalar } from './json-scalar.ts';
import { requireViewerId } from './require-viewer.ts';

const caller = ({ client, viewerId }: GraphQLContext) => ({
  ip: client.ip,
  captchaToken: client.captchaToken,
  viewerId,
  cookies: client.cookies,
});

export const accountsResolvers: Resolvers = {
  JSON: jsonScalar,
  Query: {
    me: (_parent, _args, { services, viewerId, viewerTokenInvalid }) => {
      // An expired or signed-out token is an error, not a visitor: the client refreshes its session.
      if (viewerTokenInvalid) requireViewerId(null);
      return services.profile.me(viewerId);
    },
    // spec 2 §7 Fetch user by id / profile picture path: the signed-in player's own only.
    user: (_parent, { id }, { services, viewerId, viewerTokenInvalid }) => {
      if (viewerTokenInvalid) requireViewerId(null);
      return services.profile.userById(viewerId, String(id));
    },
    profilePicPath: (_parent, { id }, { services, viewerId, viewerTokenInvalid }) => {
      if (viewerTokenInvalid) requireViewerId(null);
      return services.profile.profilePicPath(viewerId, String(id));
    },
    authProviders: (_parent, _args, { services }) => services.authProviders.listAuthProviders(),
  },
  Mutation: {
    requestEmailCode: (_parent, args, context) =>
      context.services.accounts.requestEmailCode(args, caller(context)),
    verifyEmailCode: (_parent, args, context) =>
      context.services.accounts.verifyEmailCode(args, caller(context)),
    signUpWithEmail: (_parent, { input }, context) =>
      context.services.accounts.signUpWithEmail(input, caller(context)),
    signInWithEmail: (_parent, args, context) =>
      context.services.accounts.signInWithEmail(args, caller(context)),
    refreshSession: (_parent, _args, { services, client }) =>
      services.sessions.refreshSession({
        refreshToken: client.refreshToken,
        cookies: client.cookies,
      }),
    signOut: async (_parent, _args, { services, client, sessionFamilyId }) => {
      await services.sessions.endSession({
        refreshToken: client.refreshToken,
        familyId: sessionFamilyId,
        cookies: client.cookies,
      });
      return true;
    },
    changePassword: (_parent, args, context) =>
      context.services.accounts.changePassword(args, caller(context)),
    updateEmail: async (_parent, { data }, context) => {
      const viewerId = await context.services.accounts.updateEmail(data, caller(context));
      return context.services.profile.reload(viewerId);
    },
    upsertUserFlags: (_parent, { userId, patch }, context) =>
      context.services.profile.upsertUserFlags(requireViewerId(context.viewerId), userId, patch),
    updateProfile: (_parent, { input }, context) =>
      context.services.profile.updateProfile(requireViewerId(context.viewerId), input),
    claimSsoUpgradeReward: (_parent, _args, context) =>
      context.services.profile.claimSsoUpgradeReward(requireViewerId(context.viewerId)),
  },
};
