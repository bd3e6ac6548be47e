// spec 2 §2 Wall sidebar: legendary chest card, daily chest status, a live mints carousel (only when
// the flag is on and live collections exist), the collapsible daily rewards pool, the 3-slide
// how-daily-rewards-work slideshow and the My Rewards link.
import { useWallText } from '../wall-text.ts';
import { Suspense, lazy, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { featureFlagsQueryOptions } from '@levelup/api/site';
import {
  LEGENDARY_CHEST_TYPE,
  chestOddsQueryOptions,
  legendaryChestPriceQueryOptions,
} from '@levelup/api/wall';
import { DailyChestStatus } from '@levelup/ui/wall/daily-chest-status';
import { HowDailyRewardsWork } from '@levelup/ui/wall/how-daily-rewards-work';
import { useFeatureFlags } from '#features/shell/hooks/use-feature-flags.ts';
import { useApi } from '#shared/use-api.ts';
import { LegendaryChestSection } from './legendary-chest-section.tsx';
import { LiveMintsPlaceholder } from './live-mints-placeholder.tsx';
import { RewardsPoolSection } from './rewards-pool-section.tsx';

const LiveMintsCarousel = lazy(() => import('./live-mints-carousel.tsx'));

export type WallSidebarProps = {
  signedIn: boolean;
  /** The player's daily chest status card; null for a visitor (who is asked to sign in). */
  dailyChestStatus: ReactNode;
};

export function WallSidebar({ signedIn, dailyChestStatus }: WallSidebarProps) {
  const t = useWallText();
  const liveCollections = useFeatureFlags()?.wallSidebarLiveCollections ?? false;
  if (!useSidebarSized()) return <div aria-hidden className="min-h-dvh lg:min-h-0" />;
  return (
    <>
      <LegendaryChestSection signedIn={signedIn} />
      {dailyChestStatus ?? <DailyChestStatus state="signedOut" />}
      {liveCollections ? (
        <Suspense fallback={<LiveMintsPlaceholder />}>
          <LiveMintsCarousel />
        </Suspense>
      ) : null}
      <RewardsPoolSection />
      <HowDailyRewardsWork />
      <Link
        to="/profile/me/rewards"
        className="rounded-xl bg-surface-raised p-4 text-center font-bold text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
      >
        {t('sidebar.myRewards')}
      </Link>
    </>
  );
}

/**
 * Issue 15 Build 3 (the first view without layout shift): the sidebar appears whole once what sets its
 * height has answered (the flags that add the live mints carousel, the legendary chest's price and
 * odds). From lg up it is the page's own column; below, it fills the drawer it opens in (spec 1 §2).
 */
function useSidebarSized(): boolean {
  const api = useApi();
  const pending = [
    useQuery(featureFlagsQueryOptions(api)).isPending,
    useQuery(legendaryChestPriceQueryOptions(api)).isPending,
    useQuery(chestOddsQueryOptions(api, LEGENDARY_CHEST_TYPE)).isPending,
  ];
  return !pending.includes(true);
}
