// spec 1 §3 User notification and spec 1 §7: the signed-in player's battle pass notifications (kept
// current by the subscription), marking them read or completed, and whether a mark-read is pending or
// failed (spec 1 §4: no toast then).
import { useCallback } from 'react';
import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  markNotificationsCompletedMutationOptions,
  markNotificationsReadMutationOptions,
  userNotificationsQueryOptions,
} from '@levelup/api/notifications';
import type { UserNotificationFieldsFragment } from '@levelup/api/notifications';
import type { NotificationUpdateState } from '@levelup/domain/toast-priority';
import { notificationUpdateState } from '@levelup/ui/progression/lib/notification-update-state';
import { useApi } from '#shared/use-api.ts';

const MARK_READ_KEY = ['notifications', 'mark-read'];
const NONE: ReadonlyArray<UserNotificationFieldsFragment> = [];

export type BattlePassNotifications = {
  notifications: ReadonlyArray<UserNotificationFieldsFragment>;
  markRead: (ids: ReadonlyArray<string>) => void;
  markCompleted: (ids: ReadonlyArray<string>) => void;
  updateState: NotificationUpdateState;
};

export function useBattlePassNotifications({
  enabled,
}: {
  enabled: boolean;
}): BattlePassNotifications {
  const api = useApi();
  const queryClient = useQueryClient();
  const list = useQuery({ ...userNotificationsQueryOptions(api), enabled });
  // spec 1 §8 Notification update failure: the toasts are suppressed, nothing else shows.
  const markRead = useMutation({
    ...markNotificationsReadMutationOptions(api, queryClient),
    meta: { errorShown: true },
  });
  const markCompleted = useMutation({
    ...markNotificationsCompletedMutationOptions(api, queryClient),
    meta: { errorShown: true },
  });
  const statuses = useMutationState({
    filters: { mutationKey: MARK_READ_KEY },
    select: (mutation) => mutation.state.status,
  });
  const { mutate: mutateRead } = markRead;
  const { mutate: mutateCompleted } = markCompleted;
  return {
    notifications: list.data ?? NONE,
    markRead: useCallback((ids) => (ids.length > 0 ? mutateRead(ids) : undefined), [mutateRead]),
    markCompleted: useCallback(
      (ids) => (ids.length > 0 ? mutateCompleted(ids) : undefined),
      [mutateCompleted],
    ),
    updateState: notificationUpdateState(statuses),
  };
}
