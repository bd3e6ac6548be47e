// spec 1 §4 Reward progress: a completed, uncollected reward is claimed exactly once; spec 2 §8
// reward-already-collected shows "You have already collected this reward!", other errors the mapped
// text; spec 1 §2 Check your items follows an in-game item.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { claimBattlePassRewardMutationOptions } from '@levelup/api/progression';
import type { GrantedItemFieldsFragment } from '@levelup/api/progression';
import { useSessionController } from '#app/session.ts';
import { apiErrorText } from '#shared/api-error-text.ts';
import { showToast } from '@levelup/ui/feedback/toast-store';
import { useActionKeys } from '#shared/use-action-keys.ts';
import { useApi } from '#shared/use-api.ts';
import { openCheckYourItemsModal } from '../components/modals.tsx';

/** The toast id of a failed claim (one at a time). */
export const CLAIM_ERROR_TOAST_ID = 'battle-pass-claim-error';

/** The in-game item among what a claim granted, if any: it is in the player's items now. */
export function grantedInGameItem(
  granted: ReadonlyArray<GrantedItemFieldsFragment>,
): GrantedItemFieldsFragment | null {
  return granted.find((entry) => entry.item.type === 'IN_GAME_ITEM') ?? null;
}

/** Claims the rewards of one card (a level's track may hold several), one request per reward. */
export function useClaimReward() {
  const api = useApi();
  const queryClient = useQueryClient();
  const session = useSessionController();
  const actionKeys = useActionKeys();
  const mutation = useMutation({
    ...claimBattlePassRewardMutationOptions(api, queryClient),
    onSettled: actionKeys.onSettled,
    meta: { errorShown: true },
  });
  const [claiming, setClaiming] = useState<ReadonlySet<string>>(new Set());

  async function claim(rewardIds: ReadonlyArray<string>) {
    if (rewardIds.length === 0 || rewardIds.some((id) => claiming.has(id))) return;
    setClaiming((current) => new Set([...current, ...rewardIds]));
    const granted: GrantedItemFieldsFragment[] = [];
    try {
      for (const rewardId of rewardIds)
        granted.push(...(await mutation.mutateAsync(actionKeys.withKey({ rewardId }))).granted);
    } catch (error) {
      const text = apiErrorText(error);
      if (text) showToast({ id: CLAIM_ERROR_TOAST_ID, text, tone: 'error' });
    } finally {
      setClaiming((current) => new Set([...current].filter((id) => !rewardIds.includes(id))));
      // Currencies and items changed: the balance chips read the player again.
      void session.refetchUser();
    }
    const item = grantedInGameItem(granted);
    if (item) openCheckYourItemsModal(item.item.name);
  }

  return { claim, claiming };
}
