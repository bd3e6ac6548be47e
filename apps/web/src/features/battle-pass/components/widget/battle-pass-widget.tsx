// spec 1 §2 Navbar Battle Pass widget (BattlePass switch on, signed in): the level ring (spec 1 §4
// Level ring; the bell off-season) opening the notification drawer, and the XP gain popup under it.
// Loaded only for signed-in players.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { dailyMissionsQueryOptions } from '@levelup/api/progression';
import { levelRingPercent } from '@levelup/domain/level-ring';
import { isUnread, unreadOfType } from '@levelup/domain/notification';
import { isOffSeason } from '@levelup/domain/off-season';
import { isBoosterPurchaseBlocked } from '@levelup/domain/xp-boost';
import { DESKTOP_QUERY, useMediaQuery } from '@levelup/ui/battle-pass/hooks/use-media-query';
import { LevelRing } from '@levelup/ui/progression/level-ring';
import { NotificationDrawer } from '@levelup/ui/progression/notification-drawer';
import { XpGainPopup } from '@levelup/ui/progression/xp-gain-popup';
import { useApi } from '#shared/use-api.ts';
import { useBattlePassContext } from '../../hooks/use-battle-pass-context.ts';
import { useBattlePassNotifications } from '../../hooks/use-battle-pass-notifications.ts';
import { useClaimLevelUpRewards } from '../../hooks/use-claim-level-up-rewards.ts';
import { useSiteFlags } from '../../hooks/use-site-flags.ts';
import { useXpGainPopup } from '../../hooks/use-xp-gain-popup.ts';
import { pendingNotifications } from '../../lib/pending-notifications.ts';
import { utcDate } from '../../lib/utc-date.ts';
import { drawerStore, useDrawerOpen } from '../../stores/drawer-store.ts';
import { openBuyBoosterModal, openBuyPremiumModal } from '../modals.tsx';

export default function BattlePassWidget() {
  const api = useApi();
  const navigate = useNavigate();
  const context = useBattlePassContext();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const open = useDrawerOpen();
  // Off-season is a matter of days: the clock of the widget's first render will do.
  const [now] = useState(() => Date.now());
  const { notifications, markRead, markCompleted } = useBattlePassNotifications({ enabled: true });
  const pending = useMemo(() => pendingNotifications(notifications), [notifications]);
  const signedIn = context.status === 'signedIn' ? context : null;
  const booster = signedIn?.state.booster;
  const popup = useXpGainPopup({
    notifications: pending,
    activeBoosterItemKey: booster?.hasBooster ? booster.boosterItemKey : null,
    markCompleted,
  });
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
  const offSeason = isOffSeason({
    seasonStartDate: signedIn.season.seasonStartDate,
    seasonEndDate: signedIn.season.seasonEndDate,
    now,
  });
  const levelUps = unreadOfType(notifications, 'BattlePassLevelUp');
  const levelUpIds = levelUps.map((notification) => notification.id);
  const reachedLevels = levelUps.flatMap((n) =>
    n.metadata.level != null ? [n.metadata.level] : [],
  );
  const setOpen = (next: boolean) => {
    drawerStore.getState().setOpen(next);
    // spec 1 §4 Level ring: opening the mobile ring marks the level-ups read.
    if (next && !desktop) markRead(levelUpIds);
  };
  const closeThen = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <div className="relative flex items-center">
      <NotificationDrawer
        open={open}
        onOpenChange={setOpen}
        trigger={
          <LevelRing
            level={state.level}
            percent={levelRingPercent({
              levelProgress: state.levelProgress,
              hasNextLevel: state.nextLevel !== null,
            })}
            hasUnreadLevelUp={offSeason ? notifications.some(isUnread) : levelUps.length > 0}
            offSeason={offSeason}
          />
        }
        offSeason={offSeason}
        hasPremium={state.premiumState.hasPremium}
        unreadLevelUpCount={levelUps.length}
        booster={
          booster?.boosterItemKey && booster.endAtDate
            ? { itemKey: booster.boosterItemKey, endAt: booster.endAtDate }
            : null
        }
        passStatus={{
          level: state.level,
          xp: state.xp,
          nextLevel: state.nextLevel,
          nextLevelXp: state.nextLevelXp,
          levelProgress: state.levelProgress,
        }}
        premiumPassPromo={{ onBuy: closeThen(openBuyPremiumModal) }}
        dailyMissions={{
          completed: missions.data?.completed ?? 0,
          total: missions.data?.total ?? null,
          onOpenMissions: closeThen(() => void navigate({ to: '/allypass', hash: 'missions' })),
        }}
        onBuyBooster={closeThen(openBuyBoosterModal)}
        boosterPurchaseBlocked={isBoosterPurchaseBlocked({
          multiBoosterPurchaseDisabled: flags?.multiBoosterPurchaseDisabled ?? true,
          hasActiveBooster: state.booster.hasBooster,
        })}
        levelUpReward={{
          level: reachedLevels.length > 0 ? Math.max(...reachedLevels) : null,
          claiming: claimLevelUps.claiming,
          onClaim: () =>
            void claimLevelUps.claim({
              battlePassId: signedIn.season.id,
              hasPremium: state.premiumState.hasPremium,
              onClaimed: () => markRead(levelUpIds),
            }),
          onGoToPass: closeThen(() => {
            markRead(levelUpIds);
            void navigate({ to: '/allypass' });
          }),
        }}
      />
      {/* Issue 10 fault 17: below the header's bottom border (the widget sits at the navbar's middle). */}
      {popup ? (
        <div className="pointer-events-none absolute top-[calc(50%+var(--spacing-navbar)/2+0.5rem)] left-1/2 z-40 w-max -translate-x-1/2">
          <XpGainPopup amount={popup.amount} showBoosterIcon={popup.showBoosterIcon} />
        </div>
      ) : null}
    </div>
  );
}
