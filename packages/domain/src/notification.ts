// spec 1 §3 User notification: id, notificationType, readAt, createdAt, metadata (itemKey, difference).
import type { DateInput } from './time.ts';

/** Notification types the battle pass reads, and a challenge or mission reward ready (spec 2 §3). */
export const NOTIFICATION_TYPES = [
  'BattlePassLevelUp',
  'PurchaseBattlePassPremium',
  'PurchaseXpBooster',
  'XpGain',
  'ChallengeRewardReady',
] as const;

/** One of {@link NOTIFICATION_TYPES}. */
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A user notification as the rules need it. */
export type UserNotification = {
  id: string;
  notificationType: NotificationType;
  readAt?: DateInput | null;
  createdAt: DateInput;
  /** For XpGain: `difference` is the XP gained; for purchases: the `itemKey` bought. */
  metadata?: { itemKey?: string | null; difference?: number | null } | null;
};

/** Whether a notification has not been read yet. */
export function isUnread(notification: Pick<UserNotification, 'readAt'>): boolean {
  return (
    notification.readAt === null || notification.readAt === undefined || notification.readAt === ''
  );
}

/** Unread notifications of one type, in input order. */
export function unreadOfType<T extends Pick<UserNotification, 'notificationType' | 'readAt'>>(
  notifications: ReadonlyArray<T>,
  type: NotificationType,
): T[] {
  return notifications.filter((n) => n.notificationType === type && isUnread(n));
}
