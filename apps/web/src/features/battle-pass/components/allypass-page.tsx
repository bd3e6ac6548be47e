// spec 1 §2 Battle pass page on the main site.
import { useState } from 'react';
import type { BattlePassPageQuery } from '@levelup/api/battle-pass';
import type { BattlePassViewer } from '../lib/battle-pass-viewer.ts';
import { battlePassPageProps } from '../lib/battle-pass-page-props.ts';
import type { RewardSelection } from '../lib/level-columns.ts';
import { BattlePassPage } from './battle-pass-page.tsx';
import { OffSeasonBanner } from './off-season-banner.tsx';
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
      />
    </div>
  );
}
