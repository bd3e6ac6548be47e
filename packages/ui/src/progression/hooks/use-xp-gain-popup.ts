import { useEffect, useState, useSyncExternalStore } from 'react';
import type { UserNotification } from '@levelup/domain/notification';
import type { XpGainPopup } from '@levelup/domain/xp-popup';
import { createXpPopupController } from '../lib/xp-popup-controller.ts';

/** spec 1 §4 XP gain popup: +N for 2 s, then the XP gains are marked completed. */
export function useXpGainPopup({
  notifications,
  activeBoosterItemKey,
  markCompleted,
}: {
  notifications: ReadonlyArray<UserNotification>;
  activeBoosterItemKey: string | null;
  /** Stable across renders (the mutation's mutate). */
  markCompleted: (ids: string[]) => void;
}): XpGainPopup | null {
  const [controller] = useState(() => createXpPopupController({ markCompleted }));
  useEffect(() => {
    controller.update({ notifications, activeBoosterItemKey });
  }, [controller, notifications, activeBoosterItemKey]);
  useEffect(() => () => controller.dispose(), [controller]);
  return useSyncExternalStore(controller.subscribe, controller.getSnapshot);
}
