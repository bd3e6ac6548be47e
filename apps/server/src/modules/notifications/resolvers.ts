// Thin resolvers of the notifications module: the signed-in player's notifications, marking them, and
// the subscriptions of spec 1 §7 (delivered over graphql-yoga's SSE at /graphql).
import type { Resolvers } from '#generated/resolvers.ts';
import type { GraphQLContext } from '#graphql/context.ts';
import { requireViewerId } from '#modules/accounts/require-viewer.ts';

/** The signed-in player; an expired or signed-out token is an error too, so the client refreshes. */
const viewer = ({ viewerId }: GraphQLContext) => requireViewerId(viewerId);

/** A subscription field that delivers each event of the stream as is. */
const passThrough = <T>(event: T) => event;

export const notificationsResolvers: Resolvers = {
  Query: {
    userNotifications: (_parent, { types, unreadOnly, limit }, context) => {
      if (context.viewerTokenInvalid) requireViewerId(null);
      if (!context.viewerId) return [];
      return context.services.notifications.list(context.viewerId, {
        types: types ?? null,
        unreadOnly: unreadOnly ?? false,
        limit: limit ?? 50,
      });
    },
  },
  Mutation: {
    markNotificationsRead: (_parent, { ids }, context) =>
      context.services.notifications.markRead(viewer(context), ids),
    markNotificationsCompleted: (_parent, { ids }, context) =>
      context.services.notifications.markCompleted(viewer(context), ids),
  },
  Subscription: {
    userNotificationChanged: {
      subscribe: (_parent, _args, context) =>
        context.services.notifications.notificationChanges(viewer(context)),
      resolve: passThrough,
    },
    userItemLogs: {
      subscribe: (_parent, { itemKey }, context) =>
        context.services.notifications.itemLogs(viewer(context), itemKey ?? null),
      resolve: passThrough,
    },
    userBalanceChanged: {
      subscribe: (_parent, _args, context) =>
        context.services.notifications.balanceChanges(viewer(context)),
      resolve: passThrough,
    },
    userMissionChanged: {
      subscribe: (_parent, _args, context) =>
        context.services.notifications.missionProgress(viewer(context)),
      resolve: passThrough,
    },
    userItemTransaction: {
      subscribe: (_parent, { txId }, context) =>
        context.services.notifications.transactionUpdates(viewer(context), txId),
      resolve: passThrough,
    },
  },
};
