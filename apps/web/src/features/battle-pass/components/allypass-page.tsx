// spec 1 §2 Battle pass page on the main site.
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { BattlePassPageQuery } from '@levelup/api/battle-pass';
import { BattlePassPage } from '@levelup/ui/battle-pass/battle-pass-page';
import { battlePassPageProps } from '@levelup/ui/battle-pass/lib/battle-pass-page-props';
import type { BattlePassViewer } from '@levelup/ui/battle-pass/lib/battle-pass-viewer';
import type { LevelColumnView, RewardSelection } from '@levelup/ui/battle-pass/lib/level-columns';
import type { TrackLevel } from '@levelup/ui/battle-pass/lib/track-data';
import { OffSeasonBanner } from '@levelup/ui/battle-pass/off-season-banner';
import { SeasonHeader } from './season-header.tsx';

export type AllypassPageProps = {
  battlePass: BattlePassPageQuery['battlePass'];
  viewer: BattlePassViewer;
  /** The levels as the player sees them (collect logs, open missions); the season's by default. */
  levels?: ReadonlyArray<TrackLevel>;
  premiumPriceLabel?: string | undefined;
  scrollToLevel?: number | undefined;
  onScrolledToLevel?: () => void;
  /** A click on a reward; for a visitor it leads to sign-in (spec 1 §6). */
  onSelectReward: (selection: RewardSelection) => void;
  /** Rewards (by id) whose claim request is running: their cards show it and ignore clicks. */
  claimingRewardIds?: ReadonlySet<string>;
  /** The signed-in player's additions to the level columns, such as CLAIM on claimable cards. */
  decorateLevels?: (levels: LevelColumnView[]) => LevelColumnView[];
  /** A click on the premium pass card; for a visitor it leads to sign-in (spec 1 §6). */
  onBuyPremium: () => void;
  /** Buttons on the special mission overlay, such as the Snowflakes bypass. */
  blockerActions?: ReactNode;
};

// The special mission card stays 1rem below the sticky navbar (--spacing-navbar in styles.css).
const BELOW_NAVBAR = 'calc(var(--spacing-navbar) + 1rem)';

/** Header, off-season banner and track of the allypass season. */
export function AllypassPage({
  battlePass,
  viewer,
  levels = battlePass.levels,
  premiumPriceLabel,
  scrollToLevel,
  onScrolledToLevel,
  onSelectReward,
  claimingRewardIds,
  decorateLevels,
  onBuyPremium,
  blockerActions,
}: AllypassPageProps) {
  // The page's clock starts when it opens; off-season is a matter of days, not seconds.
  const [now] = useState(() => Date.now());
  const view = battlePassPageProps({
    battlePass: { ...battlePass, levels },
    viewer,
    now,
    onSelectReward,
    claimingRewardIds,
  });
  return (
    <div className="mx-auto flex w-full max-w-page flex-col gap-6 px-4 py-8 sm:px-6">
      <SeasonHeader battlePass={battlePass} />
      {view.offSeason ? <OffSeasonBanner /> : null}
      <BattlePassPage
        seasonName={battlePass.name}
        levels={decorateLevels ? decorateLevels(view.levels) : view.levels}
        blocker={view.blocker ? { ...view.blocker, actions: blockerActions } : null}
        premiumPass={{
          hasPremium: viewer.hasPremium,
          onBuy: onBuyPremium,
          priceLabel: premiumPriceLabel,
        }}
        scrollToLevel={scrollToLevel}
        onScrolledToLevel={onScrolledToLevel}
        stickyTop={BELOW_NAVBAR}
      />
    </div>
  );
}
