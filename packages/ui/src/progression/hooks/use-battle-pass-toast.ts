import { useEffect, useState, useSyncExternalStore } from 'react';
import type { UserNotification } from '@levelup/domain/notification';
import type { NotificationUpdateState } from '@levelup/domain/toast-priority';
import { createToastController } from '../lib/toast-controller.ts';
import type { ShownToast } from '../lib/toast-controller.ts';

export type UseBattlePassToastParameters = {
  notifications: ReadonlyArray<UserNotification>;
  drawerOpen: boolean;
  updateState: NotificationUpdateState;
  /** Stable across renders (the mutation's mutate). */
  markRead: (ids: string[]) => void;
};

/** spec 1 §4 Toast priority: the battle pass toast on screen and its close. */
export function useBattlePassToast({
  notifications,
  drawerOpen,
  updateState,
  markRead,
}: UseBattlePassToastParameters): { toast: ShownToast | null; close: () => void } {
  const [controller] = useState(() => createToastController({ markRead }));
  useEffect(() => {
    controller.update({ notifications, drawerOpen, updateState });
  }, [controller, notifications, drawerOpen, updateState]);
  useEffect(() => () => controller.dispose(), [controller]);
  const toast = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  return { toast, close: controller.close };
}
