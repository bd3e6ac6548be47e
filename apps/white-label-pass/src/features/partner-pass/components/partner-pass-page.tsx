// spec 1 §2 Battle pass page for a partner season, themed by the season (spec 1 §3).
import type { ReactNode } from 'react';
import type { BattlePassPageQuery } from '@levelup/api/battle-pass';
import { BattlePassPage } from '@levelup/ui/battle-pass/battle-pass-page';
import { battlePassPageProps } from '@levelup/ui/battle-pass/lib/battle-pass-page-props';
import { VISITOR } from '@levelup/ui/battle-pass/lib/battle-pass-viewer';
import { OffSeasonBanner } from '@levelup/ui/battle-pass/off-season-banner';
import { useOpenedAt } from '@levelup/ui/progression/hooks/use-now';
import type { PartnerPlayer } from '../hooks/use-partner-player.ts';
import { useSeasonTheme } from '../hooks/use-season-theme.ts';
import { withClaims } from '@levelup/ui/battle-pass/lib/reward-claims';
import { PartnerPassHeader } from './partner-pass-header.tsx';
import { PlayerBar } from './player-bar.tsx';

export type PartnerPassPageProps = {
  battlePass: BattlePassPageQuery['battlePass'];
  /** A visitor's click on a reward or on the premium card (spec 1 §6). */
  onSignIn: () => void;
  /** Level to bring into view (spec 1 §2 scroll_to_level). */
  scrollToLevel?: number | undefined;
  onScrolledToLevel?: () => void;
  /** Sign-in button or the signed-in player's name (spec 1 §4 Partner-site auth). */
  accountBar?: ReactNode;
  /** The signed-in player once their state has loaded; the visitor's view otherwise. */
  player?: PartnerPlayer | null;
  /** The level ring and its drawer of a signed-in player (spec 1 §2 Battle Pass widget). */
  battlePassWidget?: ReactNode;
};

const noAction = () => undefined;

/** Header, off-season banner and the season's track, as a visitor sees them. */
export function PartnerPassPage({
  battlePass,
  onSignIn,
  scrollToLevel,
  onScrolledToLevel,
  accountBar,
  player,
  battlePassWidget,
}: PartnerPassPageProps) {
  useSeasonTheme(battlePass);
  // The page's clock starts when it opens (a server-rendered page: at its render, issue 28); off-season
  // is a matter of days, not seconds.
  const now = useOpenedAt();
  // A signed-in player sees their level and claims; a visitor's click goes to sign-in (spec 1 §6).
  const view = battlePassPageProps({
    battlePass: { ...battlePass, levels: player?.levels ?? battlePass.levels },
    viewer: player?.viewer ?? VISITOR,
    now,
    onSelectReward: player ? noAction : onSignIn,
    claimingRewardIds: player?.claimingRewardIds,
  });
  return (
    <main className="mx-auto flex w-full max-w-page flex-col gap-6 px-4 py-8 sm:px-6">
      {accountBar || battlePassWidget ? (
        <div className="flex items-center justify-end gap-4">
          {battlePassWidget}
          {accountBar}
        </div>
      ) : null}
      <PartnerPassHeader battlePass={battlePass} />
      {player ? <PlayerBar player={player} /> : null}
      {view.offSeason ? <OffSeasonBanner /> : null}
      <BattlePassPage
        seasonName={battlePass.name}
        levels={player ? withClaims(view.levels, player.onClaim) : view.levels}
        blocker={view.blocker}
        premiumPass={{
          hasPremium: player?.viewer.hasPremium ?? false,
          onBuy: player?.onBuyPremium ?? onSignIn,
        }}
        scrollToLevel={scrollToLevel}
        onScrolledToLevel={onScrolledToLevel}
      />
    </main>
  );
}
