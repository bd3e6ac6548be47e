// spec 1 §4 XP gain popup: once shown, XP-gain notifications are marked completed; a completed XP gain
// is done and no longer counts for the popup or the level-up toast delay.
import type { UserNotification } from '@levelup/domain/notification';

/** The notifications the toasts and the XP popup still have to act on, in the domain's shape. */
export function pendingNotifications<T extends UserNotification & { completedAt?: unknown }>(
  notifications: ReadonlyArray<T>,
): T[] {
  return notifications.filter(
    (notification) => !(notification.notificationType === 'XpGain' && notification.completedAt),
  );
}
