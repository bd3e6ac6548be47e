// spec 1 §2 Battle pass page on the main site.
import { useState } from 'react';
import type { BattlePassPageQuery } from '@levelup/api/battle-pass';
import { BattlePassPage } from '@levelup/ui/battle-pass/battle-pass-page';
import { battlePassPageProps } from '@levelup/ui/battle-pass/lib/battle-pass-page-props';
import type { BattlePassViewer } from '@levelup/ui/battle-pass/lib/battle-pass-viewer';
import type { RewardSelection } from '@levelup/ui/battle-pass/lib/level-columns';
import { OffSeasonBanner } from '@levelup/ui/battle-pass/off-season-banner';
import { SeasonHeader } from './season-header.tsx';

export type AllypassPageProps = {
  battlePass: BattlePassPageQuery['battlePass'];
  viewer: BattlePassViewer;
  premiumPriceLabel?: string | undefined;
  scrollToLevel?: number | undefined;
  onScrolledToLevel?: () => void;
  /** A click on a reward; for a visitor it leads to sign-in (spec 1 §6). */
  onSelectReward: (selection: RewardSelection) => void;
  /** A click on the premium pass card; for a visitor it leads to sign-in (spec 1 §6). */
  onBuyPremium: () => void;
};

// The special mission card stays 1rem below the sticky navbar (--spacing-navbar in styles.css).
const BELOW_NAVBAR = 'calc(var(--spacing-navbar) + 1rem)';

/** Header, off-season banner and track of the allypass season. */
export function AllypassPage({
  battlePass,
  viewer,
  premiumPriceLabel,
  scrollToLevel,
  onScrolledToLevel,
  onSelectReward,
  onBuyPremium,
}: AllypassPageProps) {
  // The page's clock starts when it opens; off-season is a matter of days, not seconds.
  const [now] = useState(() => Date.now());
  const view = battlePassPageProps({ battlePass, viewer, now, onSelectReward });
  return (
    <div className="mx-auto flex w-full max-w-page flex-col gap-6 px-4 py-8 sm:px-6">
      <SeasonHeader battlePass={battlePass} />
      {view.offSeason ? <OffSeasonBanner /> : null}
      <BattlePassPage
        seasonName={battlePass.name}
        levels={view.levels}
        blocker={view.blocker}
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
