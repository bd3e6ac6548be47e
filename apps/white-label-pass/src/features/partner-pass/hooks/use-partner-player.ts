// spec 1 §4 Battle pass context for a partner player: SignedIn once the session and the player's state
// in the page's season (the partner group and key come from the season) have loaded; then the page
// shows the player's level, collected and claimable rewards, and the purchase modals may open.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { BattlePassPageQuery } from '@levelup/api/battle-pass';
import {
  battlePassLevelsQueryOptions,
  claimBattlePassRewardMutationOptions,
  userBattlePassStateQueryOptions,
} from '@levelup/api/progression';
import type { UserBattlePassStateFieldsFragment } from '@levelup/api/progression';
import { featureFlagsQueryOptions } from '@levelup/api/site';
import { isBoosterPurchaseBlocked } from '@levelup/domain/xp-boost';
import type { BattlePassViewer } from '@levelup/ui/battle-pass/lib/battle-pass-viewer';
import type { TrackLevel } from '@levelup/ui/battle-pass/lib/track-data';
import { useStore } from 'zustand';
import { partnerAppSession } from '#app/api-client.ts';
import { openBuyBoosterModal, openBuyPremiumModal } from '../components/purchase-modals.tsx';
import { progressionErrorText } from '../lib/progression-error-text.ts';
import type { RewardClaim } from '@levelup/ui/battle-pass/lib/reward-claims';
import { playerLevels, uncollectedRewardIds } from '../lib/player-levels.ts';
import { useActionKeys } from './use-action-keys.ts';
import { useLiveLevels } from './use-live-levels.ts';

/** What the page needs of a signed-in player. */
export type PartnerPlayer = {
  viewer: BattlePassViewer;
  state: UserBattlePassStateFieldsFragment;
  levels: ReadonlyArray<TrackLevel>;
  onClaim: (claim: RewardClaim) => void;
  onBuyPremium: () => void;
  onBuyBooster: () => void;
  /** No booster can be bought now (spec 1 §5 multi-booster purchase disabled, one active). */
  boosterPurchaseBlocked: boolean;
  /** The last claim error, such as "You have already collected this reward!". */
  notice: string | null;
  /** Rewards whose claim is running. */
  claimingRewardIds: ReadonlySet<string>;
};

/** The signed-in player of the season, or null (a visitor, or still loading). */
export function usePartnerPlayer(
  battlePass: BattlePassPageQuery['battlePass'],
): PartnerPlayer | null {
  const api = useRouteContext({ from: '__root__', select: (context) => context.api });
  const queryClient = useQueryClient();
  const signedIn = useStore(partnerAppSession.store, (state) => state.status === 'signedIn');
  const season = { group: battlePass.group, key: battlePass.key };
  const state = useQuery({ ...userBattlePassStateQueryOptions(api, season), enabled: signedIn });
  const levels = useQuery({
    ...battlePassLevelsQueryOptions(api, battlePass.id),
    enabled: signedIn,
  });
  const flags = useQuery({ ...featureFlagsQueryOptions(api), enabled: signedIn }).data
    ?.featureFlags;
  const actionKeys = useActionKeys();
  const claim = useMutation({
    ...claimBattlePassRewardMutationOptions(api, queryClient),
    onSettled: actionKeys.onSettled,
    meta: { errorShown: true },
  });
  const [notice, setNotice] = useState<string | null>(null);
  const [claiming, setClaiming] = useState<ReadonlySet<string>>(new Set());
  const playerId = useStore(partnerAppSession.store, (state) => state.user?.id ?? null);
  useLiveLevels({ xpItemKey: signedIn ? battlePass.xpItemKey : null, playerId });

  const player = state.data;
  if (!signedIn || !player || player.battlePassId !== battlePass.id) return null;
  const shown = playerLevels(battlePass.levels, levels.data, player);
  const boosterPurchaseBlocked = isBoosterPurchaseBlocked({
    multiBoosterPurchaseDisabled: flags?.multiBoosterPurchaseDisabled ?? true,
    hasActiveBooster: player.booster.hasBooster,
  });
  return {
    viewer: {
      signedIn: true,
      // The season comes without the player's collect logs (issue 28 Build 2): until they arrive every
      // card shows locked, so a collected reward never flashes as claimable; the purchases work.
      userLevel: levels.data ? player.level : 0,
      levelProgress: player.levelProgress,
      hasPremium: player.premiumState.hasPremium,
    },
    state: player,
    levels: shown,
    notice,
    claimingRewardIds: claiming,
    onClaim: ({ level, track }) => {
      const ids = uncollectedRewardIds(shown, level, track);
      if (ids.length === 0 || ids.some((id) => claiming.has(id))) return;
      setNotice(null);
      setClaiming((current) => new Set([...current, ...ids]));
      void (async () => {
        try {
          for (const rewardId of ids) await claim.mutateAsync(actionKeys.withKey({ rewardId }));
        } catch (error) {
          setNotice(progressionErrorText(error));
        } finally {
          setClaiming((current) => new Set([...current].filter((id) => !ids.includes(id))));
        }
      })();
    },
    onBuyPremium: () =>
      openBuyPremiumModal(battlePass, {
        unavailable: flags?.premiumPass === false,
        premiumCrypto: flags?.premiumCrypto ?? false,
      }),
    boosterPurchaseBlocked,
    onBuyBooster: () => openBuyBoosterModal(battlePass, boosterPurchaseBlocked),
  };
}
