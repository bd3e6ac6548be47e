// spec 1 §2 Battle Pass widget and spec 1 §4 Toast priority in the white-label app (issue 14 Build 6):
// the main site's level ring, drawer and toasts (@levelup/ui/progression), for the partner season and
// in the partner theme (the season's colours are on the document root). Loaded only for a signed-in
// player with the BattlePass switch on.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BattlePassSettingsFieldsFragment } from '@levelup/api/battle-pass';
import type { ApiClient } from '@levelup/api/client';
import {
  claimBattlePassRewardsMutationOptions,
  claimLevelUpTracks,
  dailyMissionsQueryOptions,
} from '@levelup/api/progression';
import { showToast } from '@levelup/ui/feedback/toast-store';
import { BattlePassToasts } from '@levelup/ui/progression/battle-pass-toasts';
import { BattlePassWidget } from '@levelup/ui/progression/battle-pass-widget';
import { useDrawerOpen } from '@levelup/ui/progression/lib/drawer-store';
import { partnerAppSession } from '#app/api-client.ts';
import type { PartnerPlayer } from '../../hooks/use-partner-player.ts';
import { useActionKeys } from '../../hooks/use-action-keys.ts';
import { usePartnerNotifications } from '../../hooks/use-partner-notifications.ts';
import { progressionErrorText } from '../../lib/progression-error-text.ts';

export type PartnerSeason = Pick<
  BattlePassSettingsFieldsFragment,
  'id' | 'group' | 'key' | 'seasonStartDate' | 'seasonEndDate' | 'premiumPassItemKey' | 'xpBoosters'
>;

type ShellProps = {
  api: ApiClient;
  battlePass: PartnerSeason;
  /** Brings a level of the page's track into view (spec 1 §2 scroll_to_level). */
  onGoToLevel: (level: number | null) => void;
};

const CLAIM_ERROR_TOAST_ID = 'partner-level-up-claim-error';

/** The UTC calendar date of an instant (spec 1 §7 Daily missions input). */
const utcDate = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The level ring and its drawer of the signed-in partner player. */
export function PartnerBattlePassWidget({
  api,
  battlePass,
  player,
  onGoToLevel,
}: ShellProps & { player: PartnerPlayer }) {
  const queryClient = useQueryClient();
  const open = useDrawerOpen();
  const [now] = useState(() => Date.now());
  const { notifications, markRead, markCompleted } = usePartnerNotifications(api, battlePass);
  // Missions status where the partner season has daily missions (a known total).
  const missions = useQuery({
    ...dailyMissionsQueryOptions(api, {
      group: battlePass.group,
      key: battlePass.key,
      date: utcDate(now),
    }),
    enabled: open,
  });
  const actionKeys = useActionKeys();
  const claim = useMutation({
    ...claimBattlePassRewardsMutationOptions(api, queryClient),
    onSettled: actionKeys.onSettled,
    meta: { errorShown: true },
  });
  const total = missions.data?.total ?? 0;
  return (
    <BattlePassWidget
      state={player.state}
      season={battlePass}
      notifications={notifications}
      markRead={markRead}
      markCompleted={markCompleted}
      dailyMissions={total > 0 ? { completed: missions.data?.completed ?? 0, total } : null}
      onBuyPremium={player.onBuyPremium}
      onBuyBooster={player.onBuyBooster}
      boosterPurchaseBlocked={player.boosterPurchaseBlocked}
      levelUpReward={{
        claiming: claim.isPending,
        onClaim: (onClaimed) =>
          void (async () => {
            const { claimed, failure } = await claimLevelUpTracks({
              hasPremium: player.state.premiumState.hasPremium,
              claimTrack: (track) =>
                claim.mutateAsync(actionKeys.withKey({ battlePassId: battlePass.id, track })),
            });
            void partnerAppSession.refetchUser();
            if (claimed) onClaimed();
            else if (failure !== null)
              showToast({
                id: CLAIM_ERROR_TOAST_ID,
                text: progressionErrorText(failure),
                tone: 'error',
              });
          })(),
        onGoToPass: onGoToLevel,
      }}
    />
  );
}

/** The partner player's battle pass toasts; CLAIM brings the level reached into view. */
export function PartnerBattlePassToasts({ api, battlePass, onGoToLevel }: ShellProps) {
  const { notifications, markRead, updateState } = usePartnerNotifications(api, battlePass);
  return (
    <BattlePassToasts
      notifications={notifications}
      updateState={updateState}
      markRead={markRead}
      onClaim={onGoToLevel}
    />
  );
}
