// spec 1 §4 Toast priority and spec 1 §9 timings: only the top toast shows; the level-up toast waits
// 2.3 s when an XP gain is also unread and never shows while the drawer is open; purchase toasts show
// only for notifications older than 10 s; a toast closes by itself after 10 s or on close, and its
// notifications are marked read 0.5 s later; nothing shows while a mark-read is pending or has failed.
// The priority rules are @levelup/domain/toast-priority's; this controller owns the clock.
import { isUnread, unreadOfType } from '@levelup/domain/notification';
import type { UserNotification } from '@levelup/domain/notification';
import { toEpochMs } from '@levelup/domain/time';
import {
  PURCHASE_TOAST_MIN_AGE_MS,
  TOAST_AUTO_DISMISS_MS,
  TOAST_CLOSE_FADE_MS,
  pickToast,
} from '@levelup/domain/toast-priority';
import type { NotificationUpdateState, ToastKind } from '@levelup/domain/toast-priority';

/** The toast on screen and the notifications it stands for. */
export type ShownToast = { kind: ToastKind; notificationIds: string[] };

/** What the controller decides from; pushed in whenever one of them changes. */
export type ToastInput = {
  /** The player's notifications still to act on (completed XP gains left out). */
  notifications: ReadonlyArray<UserNotification>;
  drawerOpen: boolean;
  updateState: NotificationUpdateState;
};

export type ToastControllerParameters = {
  /** Marks the closed toast's notifications read (spec 1 §7). */
  markRead: (ids: string[]) => void;
  /** How long a toast stays; 10 s by default (spec 1 §9, configurable). */
  autoDismissMs?: number;
};

export type ToastController = {
  update: (input: ToastInput) => void;
  /** Closes the toast on screen (its close button, or the auto-dismiss). */
  close: () => void;
  getSnapshot: () => ShownToast | null;
  subscribe: (listener: () => void) => () => void;
  /** Stops every timer (unmount); a later `update` starts again. */
  dispose: () => void;
};

/** When the youngest unread purchase notification becomes old enough for its toast, or null. */
function nextPurchaseMaturity(notifications: ReadonlyArray<UserNotification>, now: number) {
  const times = [
    ...unreadOfType(notifications, 'PurchaseBattlePassPremium'),
    ...unreadOfType(notifications, 'PurchaseXpBooster'),
  ]
    .map((notification) => toEpochMs(notification.createdAt) + PURCHASE_TOAST_MIN_AGE_MS + 1)
    .filter((at) => at > now);
  return times.length > 0 ? Math.min(...times) : null;
}

/** The battle pass toasts of one signed-in player. */
export function createToastController({
  markRead,
  autoDismissMs = TOAST_AUTO_DISMISS_MS,
}: ToastControllerParameters): ToastController {
  let input: ToastInput = { notifications: [], drawerOpen: false, updateState: 'idle' };
  let shown: ShownToast | null = null;
  let levelUpFirstSeenAt: number | null = null;
  // Notifications whose toast was closed: never shown again, even before they are marked read.
  const dismissed = new Set<string>();
  const listeners = new Set<() => void>();
  let wakeTimer: ReturnType<typeof setTimeout> | undefined;
  let dismissTimer: ReturnType<typeof setTimeout> | undefined;
  const fadeTimers = new Set<ReturnType<typeof setTimeout>>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  function show(toast: ShownToast | null) {
    shown = toast;
    clearTimeout(dismissTimer);
    if (toast) dismissTimer = setTimeout(close, autoDismissMs);
    emit();
  }

  function evaluate() {
    clearTimeout(wakeTimer);
    const now = Date.now();
    const candidates = input.notifications.filter((n) => !dismissed.has(n.id));
    if (unreadOfType(candidates, 'BattlePassLevelUp').length === 0) levelUpFirstSeenAt = null;
    else levelUpFirstSeenAt ??= now;

    if (shown) {
      const { kind, notificationIds } = shown;
      const stillUnread = candidates.some((n) => notificationIds.includes(n.id) && isUnread(n));
      // Read elsewhere (the drawer), or a level-up toast when the drawer opens: it goes away.
      if (stillUnread && !(kind === 'levelUp' && input.drawerOpen)) return;
      show(null);
    }
    const picked = pickToast({
      notifications: candidates,
      now,
      drawerOpen: input.drawerOpen,
      updateState: input.updateState,
      levelUpFirstSeenAt,
    });
    if (picked && picked.showAt <= now) {
      show({ kind: picked.kind, notificationIds: picked.notificationIds });
      return;
    }
    const wakeAt =
      picked?.showAt ??
      (input.updateState === 'idle' ? nextPurchaseMaturity(candidates, now) : null);
    if (wakeAt !== null) wakeTimer = setTimeout(evaluate, wakeAt - now);
  }

  function close() {
    if (!shown) return;
    const ids = shown.notificationIds;
    for (const id of ids) dismissed.add(id);
    show(null);
    // The next toast waits for the mark-read it triggers (no toast while it is pending).
    const fade = setTimeout(() => {
      fadeTimers.delete(fade);
      markRead(ids);
      evaluate();
    }, TOAST_CLOSE_FADE_MS);
    fadeTimers.add(fade);
  }

  return {
    update(next) {
      input = next;
      evaluate();
    },
    close,
    getSnapshot: () => shown,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      clearTimeout(wakeTimer);
      clearTimeout(dismissTimer);
      for (const timer of fadeTimers) clearTimeout(timer);
      fadeTimers.clear();
      shown = null;
    },
  };
}
