import { Suspense, lazy, useEffect } from 'react';
import { Outlet, createRootRouteWithContext, useLocation } from '@tanstack/react-router';
import { ModalHost } from '@levelup/ui/modal-queue/modal-host';
import type { RouterContext } from '#app/router.tsx';
import { useSession } from '#app/session.ts';
import { LegacyHostGate } from '#features/legacy-host/components/legacy-host-gate.tsx';
import { ErrorPage } from '#features/shell/components/error-page.tsx';
import { NotFoundPage } from '#features/shell/components/not-found-page.tsx';
import { SiteShell } from '#features/shell/components/site-shell.tsx';
import { useFeatureFlags } from '#features/shell/hooks/use-feature-flags.ts';
import { ToastHost } from '@levelup/ui/feedback/toast-host';
import { useRouteText } from './-route-text.ts';

// A player's balances, menu and SSO upgrade reminders load only once someone is signed in, so a
// visitor's first load does not carry them.
const AccountCorner = lazy(() =>
  import('#features/account/components/account-corner.tsx').then((module) => ({
    default: module.AccountCorner,
  })),
);
const SsoUpgradeWatcher = lazy(() =>
  import('#features/sso-upgrade/components/sso-upgrade-watcher.tsx').then((module) => ({
    default: module.SsoUpgradeWatcher,
  })),
);

// spec 1 §2 Battle Pass widget, spec 1 §4 toasts and spec 1 §7 live updates: signed-in players with the
// BattlePass switch on only, so they load lazily too.
const BattlePassWidget = lazy(
  () => import('#features/battle-pass/components/widget/battle-pass-widget.tsx'),
);
const BattlePassLive = lazy(
  () => import('#features/battle-pass/components/live/battle-pass-live.tsx'),
);
// Issue 11: pending rewards collected on opening.
const MissionsLive = lazy(() => import('#features/missions/components/missions-live.tsx'));
// Issues 11 and 12: the reward collection modal of every collect (missions, challenges, the Wall's
// daily and legendary chests), whether the battle pass is on or not.
const RewardCollectionHost = lazy(
  () => import('#features/missions/components/reward-collection-host.tsx'),
);
// spec 2 §4 Weekly gold bonus: "Once per visit" — mounted here, not on a page, so that it opens once
// per app load on whichever page the player lands, and a route change never opens it again.
const WeeklyGoldBonus = lazy(() => import('#features/wall/components/weekly-gold-bonus.tsx'));
// Issue 14 Build 1: the one-time notice of new referral rewards (last_sync_referral_success_reward).
const ReferralRewardWatcher = lazy(
  () => import('#features/referrals/components/referral-reward-watcher.tsx'),
);

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});

function RootLayout() {
  const path = useLocation({ select: (location) => location.pathname });
  const signedIn = useSession().status === 'signedIn';
  const battlePassOn = useFeatureFlags()?.battlePass ?? false;
  const t = useRouteText();
  const title = t('documentTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <LegacyHostGate path={path}>
      <SiteShell
        battlePassWidget={
          <Suspense fallback={<span aria-hidden className="size-11 rounded-full" />}>
            <BattlePassWidget />
          </Suspense>
        }
        accountCorner={
          <Suspense
            fallback={<span aria-hidden className="size-10 rounded-full bg-surface-raised" />}
          >
            <AccountCorner />
          </Suspense>
        }
      >
        <Outlet />
      </SiteShell>
      {/* spec 1 §2 Modals: one queue for every modal; toasts; spec 1 §4 SSO upgrade flow. */}
      <ModalHost />
      <ToastHost />
      {signedIn ? (
        <Suspense fallback={null}>
          <SsoUpgradeWatcher />
          <RewardCollectionHost />
          <WeeklyGoldBonus />
          <ReferralRewardWatcher />
        </Suspense>
      ) : null}
      {signedIn && battlePassOn ? (
        <Suspense fallback={null}>
          <BattlePassLive />
          <MissionsLive />
        </Suspense>
      ) : null}
    </LegacyHostGate>
  );
}
