// spec 1 §7 live updates and spec 1 §4 toasts of a signed-in player while the BattlePass switch is on.
// Mounted by the root layout; loaded only for signed-in players.
import { useNavigate } from '@tanstack/react-router';
import { BattlePassToasts } from '@levelup/ui/progression/battle-pass-toasts';
import { useSession } from '#app/session.ts';
import { useBattlePassContext } from '../../hooks/use-battle-pass-context.ts';
import { useBattlePassNotifications } from '../../hooks/use-battle-pass-notifications.ts';
import { useLiveUpdates } from '../../hooks/use-live-updates.ts';

export default function BattlePassLive() {
  const session = useSession();
  const context = useBattlePassContext();
  const navigate = useNavigate();
  useLiveUpdates({
    userId: session.status === 'signedIn' ? session.userId : '',
    xpItemKey: context.status === 'signedIn' ? context.season.xpItemKey : null,
  });
  const { notifications, markRead, updateState } = useBattlePassNotifications({ enabled: true });
  return (
    <BattlePassToasts
      notifications={notifications}
      updateState={updateState}
      markRead={markRead}
      onClaim={(level) =>
        void navigate({ to: '/allypass', search: level != null ? { scroll_to_level: level } : {} })
      }
    />
  );
}
