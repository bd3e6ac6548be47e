// spec 1 §2 Premium pass activated: CLAIM YOUR REWARDS claims the premium rewards of every level the
// player has reached (issue 4: a player who buys premium later claims them all).
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { claimBattlePassRewardsMutationOptions } from '@levelup/api/progression';
import { PremiumActivatedModal } from '@levelup/ui/progression/premium-activated-modal';
import { useSessionController } from '#app/session.ts';
import { apiErrorText } from '#shared/api-error-text.ts';
import { useActionKeys } from '#shared/use-action-keys.ts';
import { useApi } from '#shared/use-api.ts';
import { useBattlePassContext } from '../../hooks/use-battle-pass-context.ts';

export default function PremiumActivatedDialog({ onClose }: { onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const session = useSessionController();
  const context = useBattlePassContext();
  const actionKeys = useActionKeys();
  const claim = useMutation({
    ...claimBattlePassRewardsMutationOptions(api, queryClient),
    onSettled: actionKeys.onSettled,
  });
  const [error, setError] = useState<string | null>(null);
  const battlePassId = context.status === 'signedIn' ? context.season.id : null;
  return (
    <PremiumActivatedModal
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
          onError: (failure) => setError(apiErrorText(failure)),
        });
      }}
    />
  );
}
