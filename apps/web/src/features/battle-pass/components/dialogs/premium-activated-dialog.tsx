// spec 1 §2 Premium pass activated: CLAIM YOUR REWARDS claims the premium rewards of every level the
// player has reached (issue 4: a player who buys premium later claims them all). Issue 10 fault 12: with
// nothing to claim the modal says so and closes; a claim that finds nothing left (spec 2 §8 "No more
// reward to collect.") closes it with that toast instead of a red dead end.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorCode } from '@levelup/api/errors';
import {
  battlePassLevelsQueryOptions,
  claimBattlePassRewardsMutationOptions,
} from '@levelup/api/progression';
import { claimableRewardCount } from '@levelup/ui/battle-pass/lib/reward-claims';
import { showToast } from '@levelup/ui/feedback/toast-store';
import { PremiumActivatedModal } from '@levelup/ui/progression/premium-activated-modal';
import { useSessionController } from '#app/session.ts';
import { apiErrorText } from '#shared/api-error-text.ts';
import { useActionKeys } from '#shared/use-action-keys.ts';
import { useApi } from '#shared/use-api.ts';
import { useBattlePassContext } from '../../hooks/use-battle-pass-context.ts';

/** The toast of a claim that found nothing left. */
export const NOTHING_TO_CLAIM_TOAST_ID = 'battle-pass-nothing-to-claim';

export default function PremiumActivatedDialog({ onClose }: { onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const session = useSessionController();
  const context = useBattlePassContext();
  const actionKeys = useActionKeys();
  const claim = useMutation({
    ...claimBattlePassRewardsMutationOptions(api, queryClient),
    onSettled: actionKeys.onSettled,
    meta: { errorShown: true },
  });
  const [error, setError] = useState<string | null>(null);
  const signedIn = context.status === 'signedIn' ? context : null;
  const battlePassId = signedIn?.season.id ?? null;
  const levels = useQuery({
    ...battlePassLevelsQueryOptions(api, battlePassId ?? ''),
    enabled: battlePassId !== null,
  });
  const claimableCount =
    signedIn && levels.data
      ? claimableRewardCount(
          levels.data,
          { userLevel: signedIn.state.level, hasPremium: signedIn.state.premiumState.hasPremium },
          'premium',
        )
      : null;
  return (
    <PremiumActivatedModal
      claimableCount={claimableCount}
      claiming={claim.isPending}
      error={error}
      onClose={onClose}
      onClaim={() => {
        if (!battlePassId) return;
        setError(null);
        claim.mutate(actionKeys.withKey({ battlePassId, track: 'PREMIUM' as const }), {
          onSuccess: () => {
            void session.refetchUser();
            onClose();
          },
          onError: (failure) => {
            const text = apiErrorText(failure);
            if (apiErrorCode(failure) !== 'no-reward-to-collect') return setError(text);
            onClose();
            if (text) showToast({ id: NOTHING_TO_CLAIM_TOAST_ID, text });
          },
        });
      }}
    />
  );
}
