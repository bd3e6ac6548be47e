// spec 1 §2 Navbar Battle Pass widget (BattlePass switch on, signed in): the shared ring, drawer and XP
// gain popup (@levelup/ui/progression/battle-pass-widget) for the allypass season. Loaded only for
// signed-in players.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { dailyMissionsQueryOptions } from '@levelup/api/progression';
import { isBoosterPurchaseBlocked } from '@levelup/domain/xp-boost';
import { BattlePassWidget as SharedBattlePassWidget } from '@levelup/ui/progression/battle-pass-widget';
import { useDrawerOpen } from '@levelup/ui/progression/lib/drawer-store';
import { LevelRing } from '@levelup/ui/progression/level-ring';
import { useApi } from '#shared/use-api.ts';
import { useBattlePassContext } from '../../hooks/use-battle-pass-context.ts';
import { useBattlePassNotifications } from '../../hooks/use-battle-pass-notifications.ts';
import { useClaimLevelUpRewards } from '../../hooks/use-claim-level-up-rewards.ts';
import { useSiteFlags } from '../../hooks/use-site-flags.ts';
import { utcDate } from '../../lib/utc-date.ts';
import { openBuyBoosterModal, openBuyPremiumModal } from '../modals.tsx';

export default function BattlePassWidget() {
  const api = useApi();
  const navigate = useNavigate();
  const context = useBattlePassContext();
  const open = useDrawerOpen();
  const [now] = useState(() => Date.now());
  const { notifications, markRead, markCompleted } = useBattlePassNotifications({ enabled: true });
  const signedIn = context.status === 'signedIn' ? context : null;
  const season = signedIn?.season;
  const missions = useQuery({
    ...dailyMissionsQueryOptions(api, {
      group: season?.group ?? '',
      key: season?.key ?? null,
      date: utcDate(now),
    }),
    enabled: open && season !== undefined,
  });
  const claimLevelUps = useClaimLevelUpRewards();
  const flags = useSiteFlags();

  if (!signedIn) return <LevelRing disabled level={null} />;
  const { state } = signedIn;
  return (
    <SharedBattlePassWidget
      state={state}
      season={signedIn.season}
      notifications={notifications}
      markRead={markRead}
      markCompleted={markCompleted}
      dailyMissions={{
        completed: missions.data?.completed ?? 0,
        total: missions.data?.total ?? null,
        onOpenMissions: () => void navigate({ to: '/allypass', hash: 'missions' }),
      }}
      onBuyPremium={openBuyPremiumModal}
      onBuyBooster={openBuyBoosterModal}
      boosterPurchaseBlocked={isBoosterPurchaseBlocked({
        multiBoosterPurchaseDisabled: flags?.multiBoosterPurchaseDisabled ?? true,
        hasActiveBooster: state.booster.hasBooster,
      })}
      levelUpReward={{
        claiming: claimLevelUps.claiming,
        onClaim: (onClaimed) =>
          void claimLevelUps.claim({
            battlePassId: signedIn.season.id,
            hasPremium: state.premiumState.hasPremium,
            onClaimed,
          }),
        onGoToPass: () => void navigate({ to: '/allypass' }),
      }}
    />
  );
}
