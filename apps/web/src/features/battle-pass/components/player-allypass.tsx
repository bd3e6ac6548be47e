// spec 1 §2 Battle pass page for a signed-in player (issue 4 Build 7): claim buttons on claimable
// rewards, collected and locked visuals, the pass cards reflecting premium, levels updating live.
// Loaded only once someone is signed in, so a visitor's first load does not carry it.
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { battlePassLevelsQueryOptions } from '@levelup/api/progression';
import { VISITOR } from '@levelup/ui/battle-pass/lib/battle-pass-viewer';
import type { BattlePassViewer } from '@levelup/ui/battle-pass/lib/battle-pass-viewer';
import { useApi } from '#shared/use-api.ts';
import { useBattlePassContext } from '../hooks/use-battle-pass-context.ts';
import { useBypassSpecialMission } from '../hooks/use-bypass-special-mission.ts';
import { useClaimReward } from '../hooks/use-claim-reward.ts';
import { canOpenPurchaseModals } from '../lib/battle-pass-context.ts';
import {
  playerLevels,
  trackRewards,
  uncollectedRewardIds,
  withOpenSpecialMissions,
} from '../lib/player-levels.ts';
import { withClaims } from '@levelup/ui/battle-pass/lib/reward-claims';
import { useNow } from '@levelup/ui/progression/hooks/use-now';
import { rewardClickAction } from '../lib/reward-click.ts';
import MissionsSection from '#features/missions/components/missions-section.tsx';
import { withLevelChallenges } from '#features/missions/lib/level-challenges.ts';
import { AllypassPage } from './allypass-page.tsx';
import type { AllypassPageProps } from './allypass-page.tsx';
import { BypassMissionButton } from './bypass-mission-button.tsx';
import { openBuyPremiumModal, openViewRewardModal } from './modals.tsx';

export type PlayerAllypassProps = Omit<
  AllypassPageProps,
  | 'viewer'
  | 'levels'
  | 'claimingRewardIds'
  | 'onSelectReward'
  | 'decorateLevels'
  | 'onBuyPremium'
  | 'blockerActions'
>;

/** The allypass page with the signed-in player's level, premium, collected rewards and actions. */
export default function PlayerAllypass(props: PlayerAllypassProps) {
  const api = useApi();
  const navigate = useNavigate();
  const context = useBattlePassContext();
  const inSeason = context.status === 'signedIn' && context.season.id === props.battlePass.id;
  const levelsQuery = useQuery({
    ...battlePassLevelsQueryOptions(api, props.battlePass.id),
    enabled: inSeason,
  });
  // The season comes without the player's collect logs (issue 28 Build 2): until they arrive the page
  // shows the track without actions, so a collected reward never flashes as claimable.
  const ready = inSeason && levelsQuery.data !== undefined;
  // A tap on BUY PREMIUM PASS before the player's state is known (the page shows at once, server-
  // rendered) is answered once it is, not lost.
  const buyAsked = useRef(false);
  useEffect(() => {
    if (!inSeason || !buyAsked.current) return;
    buyAsked.current = false;
    if (canOpenPurchaseModals(context)) openBuyPremiumModal();
  }, [inSeason, context]);
  const { claim, claiming } = useClaimReward();
  // Level challenges' time windows are a matter of minutes: the page's clock ticks each minute.
  const now = useNow(60_000);
  const bypass = useBypassSpecialMission();

  // spec 1 §4 Battle pass context: while it loads the page shows the track without actions; once the
  // player's state is known the premium pass can be bought while the collect logs still load.
  if (!ready) {
    const idle = () => undefined;
    const buyPremium = () => {
      if (canOpenPurchaseModals(context)) openBuyPremiumModal();
    };
    return (
      <AllypassPage
        {...props}
        viewer={VISITOR}
        onSelectReward={idle}
        onBuyPremium={inSeason ? buyPremium : () => (buyAsked.current = true)}
      />
    );
  }
  const { state } = context;
  const viewer: BattlePassViewer = {
    signedIn: true,
    userLevel: state.level,
    levelProgress: state.levelProgress,
    hasPremium: state.premiumState.hasPremium,
  };
  const levels = withOpenSpecialMissions(
    playerLevels(props.battlePass.levels, levelsQuery.data),
    state,
  );
  const blocking = state.blockingSpecialMission;
  const bypassCost = blocking?.snowflakeBypassCost ?? null;

  return (
    <>
      <AllypassPage
        {...props}
        viewer={viewer}
        levels={levels}
        claimingRewardIds={claiming}
        decorateLevels={(columns) =>
          withLevelChallenges(
            withClaims(
              columns,
              ({ level, track }) =>
                void claim(uncollectedRewardIds(trackRewards(levels, level, track))),
            ),
            levelsQuery.data,
            now,
          )
        }
        onSelectReward={({ level, track }) => {
          const reward = trackRewards(levels, level, track)[0];
          if (!reward) return;
          const action = rewardClickAction(reward);
          if (action.kind === 'openCode') void navigate({ href: action.path });
          else openViewRewardModal(action.item);
        }}
        onBuyPremium={() => {
          if (canOpenPurchaseModals(context)) openBuyPremiumModal();
        }}
        blockerActions={
          blocking && bypassCost !== null ? (
            <BypassMissionButton
              cost={bypassCost}
              pending={bypass.pending}
              onBypass={() => bypass.bypass(blocking.id)}
            />
          ) : null
        }
      />
      {/* Issue 11: the daily missions and challenges, below the track (/allypass#missions). */}
      <div className="mx-auto w-full max-w-page px-4 pb-12 sm:px-6">
        <MissionsSection season={props.battlePass} />
      </div>
    </>
  );
}
