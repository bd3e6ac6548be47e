// spec 1 §7 live updates and spec 1 §4 toasts of a signed-in player while the BattlePass switch is on.
// Mounted by the root layout; loaded only for signed-in players.
import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { BattlePassToast } from '@levelup/ui/progression/notification-toast';
import { useSession } from '#app/session.ts';
import { useBattlePassContext } from '../../hooks/use-battle-pass-context.ts';
import { useBattlePassNotifications } from '../../hooks/use-battle-pass-notifications.ts';
import { useBattlePassToast } from '../../hooks/use-battle-pass-toast.ts';
import { useLiveUpdates } from '../../hooks/use-live-updates.ts';
import { pendingNotifications } from '../../lib/pending-notifications.ts';
import { toastContent } from '../../lib/toast-content.ts';
import { useDrawerOpen } from '../../stores/drawer-store.ts';

export default function BattlePassLive() {
  const session = useSession();
  const context = useBattlePassContext();
  const navigate = useNavigate();
  useLiveUpdates({
    userId: session.status === 'signedIn' ? session.userId : '',
    xpItemKey: context.status === 'signedIn' ? context.season.xpItemKey : null,
  });
  const { notifications, markRead, updateState } = useBattlePassNotifications({ enabled: true });
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
  const level = content.kind === 'levelUp' ? content.level : null;
  return (
    <BattlePassToast
      {...content}
      onClose={close}
      action={
        content.kind === 'levelUp'
          ? {
              label: 'CLAIM',
              onClick: () => {
                close();
                void navigate({
                  to: '/allypass',
                  search: level != null ? { scroll_to_level: level } : {},
                });
              },
            }
          : null
      }
    />
  );
}
