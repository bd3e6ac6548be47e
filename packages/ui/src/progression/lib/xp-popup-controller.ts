// spec 1 §4 XP gain popup: +N (the sum of the unread XP gains) for 2 s, then those notifications are
// marked completed; a booster icon when a booster other than the 3-day one is active. What it shows
// is @levelup/domain/xp-popup's; this controller owns the clock.
import type { UserNotification } from '@levelup/domain/notification';
import { XP_POPUP_MS } from '@levelup/domain/toast-priority';
import { xpGainPopup } from '@levelup/domain/xp-popup';
import type { XpGainPopup } from '@levelup/domain/xp-popup';

export type XpPopupInput = {
  notifications: ReadonlyArray<UserNotification>;
  activeBoosterItemKey: string | null;
};

export type XpPopupController = {
  update: (input: XpPopupInput) => void;
  getSnapshot: () => XpGainPopup | null;
  subscribe: (listener: () => void) => () => void;
  dispose: () => void;
};

/** The XP gain popup of one signed-in player; `markCompleted` is spec 1 §7 Mark notifications completed. */
export function createXpPopupController({
  markCompleted,
}: {
  markCompleted: (ids: string[]) => void;
}): XpPopupController {
  let input: XpPopupInput = { notifications: [], activeBoosterItemKey: null };
  let shown: XpGainPopup | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Shown gains: not shown again while their completion is on its way.
  const done = new Set<string>();
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  function evaluate() {
    if (shown) return;
    const popup = xpGainPopup({
      notifications: input.notifications.filter((n) => !done.has(n.id)),
      activeBoosterItemKey: input.activeBoosterItemKey,
    });
    if (!popup) return;
    shown = popup;
    emit();
    timer = setTimeout(() => {
      for (const id of popup.notificationIds) done.add(id);
      shown = null;
      emit();
      markCompleted(popup.notificationIds);
      evaluate();
    }, XP_POPUP_MS);
  }

  return {
    update(next) {
      input = next;
      evaluate();
    },
    getSnapshot: () => shown,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      clearTimeout(timer);
      shown = null;
    },
  };
}
