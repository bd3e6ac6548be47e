// spec 2 §2 Wall sidebar: legendary chest card, daily chest status, a live mints carousel (only when
// the flag is on and live collections exist), the collapsible daily rewards pool, the 3-slide
// how-daily-rewards-work slideshow and the My Rewards link.
import { Suspense, lazy, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { DailyChestStatus } from '@levelup/ui/wall/daily-chest-status';
import { HowDailyRewardsWork } from '@levelup/ui/wall/how-daily-rewards-work';
import { useFeatureFlags } from '#features/shell/hooks/use-feature-flags.ts';
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
  const liveCollections = useFeatureFlags()?.wallSidebarLiveCollections ?? false;
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
        My Rewards
      </Link>
    </>
  );
}
