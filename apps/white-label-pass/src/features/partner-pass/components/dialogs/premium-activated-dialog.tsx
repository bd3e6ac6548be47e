// spec 1 §2 Premium pass activated: CLAIM YOUR REWARDS claims the premium rewards of the levels reached.
// Issue 10 fault 12: with nothing to claim the modal says so and closes; a claim that finds nothing
// left (spec 2 §8 "No more reward to collect.") closes it with that toast instead of a red dead end.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { apiErrorCode } from '@levelup/api/errors';
import {
  battlePassLevelsQueryOptions,
  claimBattlePassRewardsMutationOptions,
  userBattlePassStateQueryOptions,
} from '@levelup/api/progression';
import { claimableRewardCount } from '@levelup/ui/battle-pass/lib/reward-claims';
import { showToast } from '@levelup/ui/feedback/toast-store';
import { PremiumActivatedModal } from '@levelup/ui/progression/premium-activated-modal';
import { useActionKeys } from '../../hooks/use-action-keys.ts';
import { progressionErrorText } from '../../lib/progression-error-text.ts';

/** The season whose premium pass was bought. */
export type PremiumActivatedSeason = { id: string; group: string; key: string };

export default function PremiumActivatedDialog({
  season,
  onClose,
}: {
  season: PremiumActivatedSeason;
  onClose: () => void;
}) {
  const api = useRouteContext({ from: '__root__', select: (context) => context.api });
  const actionKeys = useActionKeys();
  const claim = useMutation({
    ...claimBattlePassRewardsMutationOptions(api, useQueryClient()),
    onSettled: actionKeys.onSettled,
    meta: { errorShown: true },
  });
  const state = useQuery(userBattlePassStateQueryOptions(api, season)).data;
  const levels = useQuery(battlePassLevelsQueryOptions(api, season.id)).data;
  const [error, setError] = useState<string | null>(null);
  const claimableCount =
    state && levels
      ? claimableRewardCount(
          levels,
          { userLevel: state.level, hasPremium: state.premiumState.hasPremium },
          'premium',
        )
      : null;
  return (
    <PremiumActivatedModal
      claimableCount={claimableCount}
      claiming={claim.isPending}
      error={error}
      onClose={onClose}
      onClaim={() =>
        claim.mutate(actionKeys.withKey({ battlePassId: season.id, track: 'PREMIUM' as const }), {
          onSuccess: onClose,
          onError: (failure) => {
            const text = progressionErrorText(failure);
            if (apiErrorCode(failure) !== 'no-reward-to-collect') return setError(text);
            onClose();
            showToast({ id: 'partner-nothing-to-claim', text });
          },
        })
      }
    />
  );
}
