// spec 1 §2 Battle pass page for a partner season, themed by the season (spec 1 §3).
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { BattlePassPageQuery } from '@levelup/api/battle-pass';
import { BattlePassPage } from '@levelup/ui/battle-pass/battle-pass-page';
import { battlePassPageProps } from '@levelup/ui/battle-pass/lib/battle-pass-page-props';
import { VISITOR } from '@levelup/ui/battle-pass/lib/battle-pass-viewer';
import { OffSeasonBanner } from '@levelup/ui/battle-pass/off-season-banner';
import { useSeasonTheme } from '../hooks/use-season-theme.ts';
import { PartnerPassHeader } from './partner-pass-header.tsx';

export type PartnerPassPageProps = {
  battlePass: BattlePassPageQuery['battlePass'];
  /** A visitor's click on a reward or on the premium card (spec 1 §6). */
  onSignIn: () => void;
  /** Level to bring into view (spec 1 §2 scroll_to_level). */
  scrollToLevel?: number | undefined;
  onScrolledToLevel?: () => void;
  /** Sign-in button or the signed-in player's name (spec 1 §4 Partner-site auth). */
  accountBar?: ReactNode;
};

/** Header, off-season banner and the season's track, as a visitor sees them. */
export function PartnerPassPage({
  battlePass,
  onSignIn,
  scrollToLevel,
  onScrolledToLevel,
  accountBar,
}: PartnerPassPageProps) {
  useSeasonTheme(battlePass);
  // The page's clock starts when it opens; off-season is a matter of days, not seconds.
  const [now] = useState(() => Date.now());
  // Partner players sign in on the partner's site, so this app always shows the visitor's view.
  const view = battlePassPageProps({ battlePass, viewer: VISITOR, now, onSelectReward: onSignIn });
  return (
    <main className="mx-auto flex w-full max-w-page flex-col gap-6 px-4 py-8 sm:px-6">
      {accountBar ? <div className="flex justify-end">{accountBar}</div> : null}
      <PartnerPassHeader battlePass={battlePass} />
      {view.offSeason ? <OffSeasonBanner /> : null}
      <BattlePassPage
        seasonName={battlePass.name}
        levels={view.levels}
        blocker={view.blocker}
        premiumPass={{ hasPremium: false, onBuy: onSignIn }}
        scrollToLevel={scrollToLevel}
        onScrolledToLevel={onScrolledToLevel}
      />
    </main>
  );
}
