// spec 1 §4 Toast priority and spec 1 §9 timings.
import { unreadOfType } from './notification.ts';
import type { UserNotification } from './notification.ts';
import { toEpochMs } from './time.ts';
import type { Instant } from './time.ts';

/** A toast closes by itself after this long by default (configurable by the caller). */
export const TOAST_AUTO_DISMISS_MS = 10_000;
/** After a toast closes, its notifications are marked read once this fade has run. */
export const TOAST_CLOSE_FADE_MS = 500;
/** Purchase toasts show only for notifications created more than this long ago. */
export const PURCHASE_TOAST_MIN_AGE_MS = 10_000;
/** With an XP gain pending, the level-up toast waits this long after the level-up appears. */
export const LEVEL_UP_TOAST_DELAY_MS = 2_300;
/** The +N XP popup shows this long before its notifications are marked completed. */
export const XP_POPUP_MS = 2_000;

/** Kinds of toast, highest priority first. */
export type ToastKind = 'levelUp' | 'premiumActivated' | 'boosterActivated';

/** State of the last "mark notifications read" call; toasts wait while it is not idle. */
export type NotificationUpdateState = 'idle' | 'pending' | 'failed';

/** Input of {@link pickToast}. */
export type PickToastParameters = {
  notifications: ReadonlyArray<UserNotification>;
  now: Instant;
  drawerOpen: boolean;
  updateState: NotificationUpdateState;
  /** When the current unread level-ups were first seen; `now` when unknown. */
  levelUpFirstSeenAt?: number | null;
};

/** The one toast to show, the notifications it stands for, and when it may appear (never before `now`). */
export type PickedToast = { kind: ToastKind; notificationIds: string[]; showAt: number };

/**
 * The single toast to show now, or null. Priority: level-up, then premium pass activated, then XP
 * booster activated; the first one whose conditions hold wins.
 */
export function pickToast({
  notifications,
  now,
  drawerOpen,
  updateState,
  levelUpFirstSeenAt,
}: PickToastParameters): PickedToast | null {
  if (updateState !== 'idle') return null;
  const at = toEpochMs(now);

  const levelUps = unreadOfType(notifications, 'BattlePassLevelUp');
  if (levelUps.length > 0 && !drawerOpen) {
    const appearedAt = levelUpFirstSeenAt ?? at;
    const hasXpGain = unreadOfType(notifications, 'XpGain').length > 0;
    const showAt = Math.max(at, hasXpGain ? appearedAt + LEVEL_UP_TOAST_DELAY_MS : appearedAt);
    return { kind: 'levelUp', notificationIds: levelUps.map((n) => n.id), showAt };
  }

  const purchases = [
    ['premiumActivated', 'PurchaseBattlePassPremium'],
    ['boosterActivated', 'PurchaseXpBooster'],
  ] as const;
  for (const [kind, type] of purchases) {
    const settled = unreadOfType(notifications, type).filter(
      (n) => at - toEpochMs(n.createdAt) > PURCHASE_TOAST_MIN_AGE_MS,
    );
    if (settled.length > 0) return { kind, notificationIds: settled.map((n) => n.id), showAt: at };
  }
  return null;
}
