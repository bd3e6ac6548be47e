// spec 1 §2 Navbar Battle Pass widget (BattlePass switch on, signed in): the level ring (spec 1 §4
// Level ring; the bell off-season) opening the notification drawer (spec 1 §4 Drawer widget list), and
// the XP gain popup under it. Both apps show it; each passes its season's player state and actions.
import { useMemo, useState } from 'react';
import { levelRingPercent } from '@levelup/domain/level-ring';
import { isUnread, unreadOfType } from '@levelup/domain/notification';
import type { UserNotification } from '@levelup/domain/notification';
import { isOffSeason } from '@levelup/domain/off-season';
import type { DateInput } from '@levelup/domain/time';
import { DESKTOP_QUERY, useMediaQuery } from '../battle-pass/hooks/use-media-query.ts';
import type { MissionsStatusWidgetProps } from './drawer-widgets/missions-status-widget.tsx';
import type { PassStatusWidgetProps } from './drawer-widgets/pass-status-widget.tsx';
import { useXpGainPopup } from './hooks/use-xp-gain-popup.ts';
import { LevelRing } from './level-ring.tsx';
import { drawerStore, useDrawerOpen } from './lib/drawer-store.ts';
import { pendingNotifications } from './lib/pending-notifications.ts';
import { NotificationDrawer } from './notification-drawer.tsx';
import { XpGainPopup } from './xp-gain-popup.tsx';

/** A battle pass notification as the widget reads it (BattlePassLevelUp carries the level reached). */
export type WidgetNotification = UserNotification & {
  completedAt?: DateInput | null;
  metadata?: { itemKey?: string | null; difference?: number | null; level?: number | null } | null;
};

/** The signed-in player's state in the season (spec 1 §3 User battle pass state, Booster state). */
export type WidgetPlayerState = Omit<PassStatusWidgetProps, 'hasPremium'> & {
  premiumState: { hasPremium: boolean };
  booster: { hasBooster: boolean; boosterItemKey?: string | null; endAtDate?: DateInput | null };
};

export type BattlePassWidgetProps = {
  state: WidgetPlayerState;
  season: { seasonStartDate?: DateInput | null; seasonEndDate?: DateInput | null };
  notifications: ReadonlyArray<WidgetNotification>;
  /** spec 1 §7 Mark notifications read / completed; stable across renders. */
  markRead: (ids: string[]) => void;
  markCompleted: (ids: string[]) => void;
  /** The daily missions status where the app's season has missions; no missions widget otherwise. */
  dailyMissions?: Omit<MissionsStatusWidgetProps, 'now'> | null;
  onBuyPremium: () => void;
  onBuyBooster: () => void;
  boosterPurchaseBlocked: boolean;
  /** The level-up reward widget: claims the levels' rewards, then `onClaimed` marks them read. */
  levelUpReward: {
    claiming: boolean;
    onClaim: (onClaimed: () => void) => void;
    /** Goes to the pass at the level reached. */
    onGoToPass: (level: number | null) => void;
  };
};

/** The ring, its drawer and the XP gain popup of a signed-in player. */
export function BattlePassWidget({
  state,
  season,
  notifications,
  markRead,
  markCompleted,
  dailyMissions,
  onBuyPremium,
  onBuyBooster,
  boosterPurchaseBlocked,
  levelUpReward,
}: BattlePassWidgetProps) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const open = useDrawerOpen();
  // Off-season is a matter of days: the clock of the widget's first render will do.
  const [now] = useState(() => Date.now());
  const pending = useMemo(() => pendingNotifications(notifications), [notifications]);
  const { booster } = state;
  const popup = useXpGainPopup({
    notifications: pending,
    activeBoosterItemKey: booster.hasBooster ? (booster.boosterItemKey ?? null) : null,
    markCompleted,
  });
  const offSeason = isOffSeason({
    seasonStartDate: season.seasonStartDate,
    seasonEndDate: season.seasonEndDate,
    now,
  });
  const levelUps = unreadOfType(notifications, 'BattlePassLevelUp');
  const levelUpIds = levelUps.map((notification) => notification.id);
  const reachedLevels = levelUps.flatMap((n) =>
    n.metadata?.level != null ? [n.metadata.level] : [],
  );
  const reachedLevel = reachedLevels.length > 0 ? Math.max(...reachedLevels) : null;
  const setOpen = (next: boolean) => {
    drawerStore.getState().setOpen(next);
    // spec 1 §4 Level ring: opening the mobile ring marks the level-ups read.
    if (next && !desktop && levelUpIds.length > 0) markRead(levelUpIds);
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
          booster.boosterItemKey && booster.endAtDate
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
        premiumPassPromo={{ onBuy: closeThen(onBuyPremium) }}
        dailyMissions={
          dailyMissions
            ? {
                ...dailyMissions,
                onOpenMissions: dailyMissions.onOpenMissions
                  ? closeThen(dailyMissions.onOpenMissions)
                  : undefined,
              }
            : null
        }
        onBuyBooster={closeThen(onBuyBooster)}
        boosterPurchaseBlocked={boosterPurchaseBlocked}
        levelUpReward={{
          level: reachedLevel,
          claiming: levelUpReward.claiming,
          onClaim: () => levelUpReward.onClaim(() => markRead(levelUpIds)),
          onGoToPass: closeThen(() => {
            markRead(levelUpIds);
            levelUpReward.onGoToPass(reachedLevel);
          }),
        }}
      />
      {/* Issue 10 fault 17: below the header's bottom border (the widget sits at the navbar's middle).
          Issue 15: ends under the ring's right edge, so a longer translation grows inwards, not off screen. */}
      {popup ? (
        <div className="pointer-events-none absolute top-[calc(50%+var(--spacing-navbar)/2+0.5rem)] right-0 z-40 w-max">
          <XpGainPopup amount={popup.amount} showBoosterIcon={popup.showBoosterIcon} />
        </div>
      ) : null}
    </div>
  );
}
