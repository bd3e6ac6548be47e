import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import {
  MarkNotificationsCompletedDocument,
  MarkNotificationsReadDocument,
  UserBalanceChangedDocument,
  UserNotificationChangedDocument,
  UserNotificationsDocument,
} from './generated/player/graphql.ts';
import type {
  NotificationType,
  UserNotificationFieldsFragment,
} from './generated/player/graphql.ts';

export {
  MarkNotificationsCompletedDocument,
  MarkNotificationsReadDocument,
  UserBalanceChangedDocument,
  UserNotificationChangedDocument,
  UserNotificationsDocument,
};
export type {
  NotificationType,
  UserBalanceChangedSubscription,
  UserNotificationChangedSubscription,
  UserNotificationFieldsFragment,
  UserNotificationsQuery,
} from './generated/player/graphql.ts';

/** spec 1 §3 the four notification types the battle pass reads. */
export const BATTLE_PASS_NOTIFICATION_TYPES: ReadonlyArray<NotificationType> = [
  'BattlePassLevelUp',
  'PurchaseBattlePassPremium',
  'PurchaseXpBooster',
  'XpGain',
];

export const notificationKeys = {
  all: ['notifications'] as const,
  battlePass: ['notifications', 'battle-pass'] as const,
};

/** The signed-in player's battle pass notifications, newest first; kept current by the subscription. */
export function userNotificationsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: notificationKeys.battlePass,
    queryFn: async () =>
      (
        await client.request(UserNotificationsDocument, {
          types: [...BATTLE_PASS_NOTIFICATION_TYPES],
        })
      ).userNotifications,
    // The subscription keeps the list current; a refetch would only race it.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The list with each changed notification replaced by id or added, newest first. */
export function mergeNotifications(
  list: ReadonlyArray<UserNotificationFieldsFragment> | undefined,
  changed: ReadonlyArray<UserNotificationFieldsFragment>,
): UserNotificationFieldsFragment[] {
  const byId = new Map((list ?? []).map((notification) => [notification.id, notification]));
  for (const notification of changed) byId.set(notification.id, notification);
  return [...byId.values()].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** Puts notifications a subscription event or a mutation returned into the cached list. */
export function applyNotificationChanges(
  queryClient: QueryClient,
  changed: ReadonlyArray<UserNotificationFieldsFragment>,
) {
  queryClient.setQueryData<UserNotificationFieldsFragment[]>(notificationKeys.battlePass, (list) =>
    mergeNotifications(list, changed),
  );
}

/** spec 1 §7 Mark notifications read (a toast closed, the drawer or the mobile ring opened). */
export function markNotificationsReadMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['notifications', 'mark-read'],
    mutationFn: async (ids: ReadonlyArray<string>) =>
      (await client.request(MarkNotificationsReadDocument, { ids: [...ids] }))
        .markNotificationsRead,
    onSuccess: (changed) => applyNotificationChanges(queryClient, changed),
  });
}

/** spec 1 §7 Mark notifications completed (after the XP gain popup). */
export function markNotificationsCompletedMutationOptions(
  client: ApiClient,
  queryClient: QueryClient,
) {
  return mutationOptions({
    mutationKey: ['notifications', 'mark-completed'],
    mutationFn: async (ids: ReadonlyArray<string>) =>
      (await client.request(MarkNotificationsCompletedDocument, { ids: [...ids] }))
        .markNotificationsCompleted,
    onSuccess: (changed) => applyNotificationChanges(queryClient, changed),
  });
}
