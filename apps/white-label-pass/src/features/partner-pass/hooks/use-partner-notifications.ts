// spec 1 §3 User notification and spec 1 §7: the partner player's battle pass notifications of this
// season (not allypass's; @levelup/domain seasonNotifications), kept current by the subscription
// (use-live-levels), marking them read or completed, and whether a mark-read is pending or failed
// (spec 1 §4: no toast then).
import { useCallback, useMemo } from 'react';
import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@levelup/api/client';
import {
  markNotificationsCompletedMutationOptions,
  markNotificationsReadMutationOptions,
  userNotificationsQueryOptions,
} from '@levelup/api/notifications';
import type { UserNotificationFieldsFragment } from '@levelup/api/notifications';
import { seasonNotifications } from '@levelup/domain/notification';
import type { NotificationSeason } from '@levelup/domain/notification';
import type { NotificationUpdateState } from '@levelup/domain/toast-priority';
import { notificationUpdateState } from '@levelup/ui/progression/lib/notification-update-state';

/** The mark-read mutations' key (@levelup/api/notifications). */
const MARK_READ_KEY = ['notifications', 'mark-read'];
const NONE: ReadonlyArray<UserNotificationFieldsFragment> = [];

export type PartnerNotifications = {
  notifications: ReadonlyArray<UserNotificationFieldsFragment>;
  markRead: (ids: ReadonlyArray<string>) => void;
  markCompleted: (ids: ReadonlyArray<string>) => void;
  updateState: NotificationUpdateState;
};

export function usePartnerNotifications(
  api: ApiClient,
  season: NotificationSeason,
): PartnerNotifications {
  const queryClient = useQueryClient();
  const list = useQuery(userNotificationsQueryOptions(api));
  // spec 1 §8 Notification update failure: the toasts are suppressed, nothing else shows.
  const { mutate: mutateRead } = useMutation({
    ...markNotificationsReadMutationOptions(api, queryClient),
    meta: { errorShown: true },
  });
  const { mutate: mutateCompleted } = useMutation({
    ...markNotificationsCompletedMutationOptions(api, queryClient),
    meta: { errorShown: true },
  });
  const statuses = useMutationState({
    filters: { mutationKey: MARK_READ_KEY },
    select: (mutation) => mutation.state.status,
  });
  const { id, premiumPassItemKey, xpBoosters } = season;
  const all = list.data ?? NONE;
  const notifications = useMemo(
    () => seasonNotifications(all, { id, premiumPassItemKey, xpBoosters }),
    [all, id, premiumPassItemKey, xpBoosters],
  );
  return {
    notifications,
    markRead: useCallback((ids) => (ids.length > 0 ? mutateRead(ids) : undefined), [mutateRead]),
    markCompleted: useCallback(
      (ids) => (ids.length > 0 ? mutateCompleted(ids) : undefined),
      [mutateCompleted],
    ),
    updateState: notificationUpdateState(statuses),
  };
}
