// spec 1 §4 Toast priority and spec 1 §9 timings: the battle pass toast of a signed-in player (reward /
// level-up, premium pass activated, XP booster activated; only the top one), in both apps.
import { useMemo } from 'react';
import type { NotificationUpdateState } from '@levelup/domain/toast-priority';
import type { WidgetNotification } from './battle-pass-widget.tsx';
import { useBattlePassToast } from './hooks/use-battle-pass-toast.ts';
import { useDrawerOpen } from './lib/drawer-store.ts';
import { pendingNotifications } from './lib/pending-notifications.ts';
import { toastContent } from './lib/toast-content.ts';
import { BattlePassToast } from './notification-toast.tsx';
import { useProgressionText } from '../i18n/progression-text.ts';

export type BattlePassToastsProps = {
  notifications: ReadonlyArray<WidgetNotification>;
  updateState: NotificationUpdateState;
  /** Stable across renders (the mutation's mutate). */
  markRead: (ids: string[]) => void;
  /** The level-up toast's CLAIM: goes to the pass at the level reached. */
  onClaim: (level: number | null) => void;
};

export function BattlePassToasts({
  notifications,
  updateState,
  markRead,
  onClaim,
}: BattlePassToastsProps) {
  const t = useProgressionText();
  const pending = useMemo(() => pendingNotifications(notifications), [notifications]);
  const drawerOpen = useDrawerOpen();
  const { toast, close } = useBattlePassToast({
    notifications: pending,
    drawerOpen,
    updateState,
    markRead,
  });
  if (!toast) return null;
  const content = toastContent(toast, notifications);
  const level = content.kind === 'levelUp' ? (content.level ?? null) : null;
  return (
    <BattlePassToast
      {...content}
      onClose={close}
      action={
        content.kind === 'levelUp'
          ? {
              label: t('progression.claim'),
              onClick: () => {
                close();
                onClaim(level);
              },
            }
          : null
      }
    />
  );
}
