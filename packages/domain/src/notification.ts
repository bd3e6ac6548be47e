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

/** The season a notification may belong to (spec 1 §3 Battle pass settings). */
export type NotificationSeason = {
  id: string;
  premiumPassItemKey?: string | null;
  xpBoosters?: ReadonlyArray<string> | null;
};

/**
 * The notifications of one season: those naming it (XP gains and level-ups carry the season's id), and
 * the purchases of its premium pass or of one of its boosters. A white-label app shows its partner
 * season's, not allypass's.
 */
export function seasonNotifications<
  T extends { metadata?: { itemKey?: string | null; battlePassId?: string | null } | null },
>(notifications: ReadonlyArray<T>, season: NotificationSeason): T[] {
  const itemKeys = new Set([season.premiumPassItemKey, ...(season.xpBoosters ?? [])]);
  return notifications.filter((notification) => {
    const battlePassId = notification.metadata?.battlePassId;
    if (battlePassId) return battlePassId === season.id;
    const itemKey = notification.metadata?.itemKey;
    return itemKey != null && itemKeys.has(itemKey);
  });
}
