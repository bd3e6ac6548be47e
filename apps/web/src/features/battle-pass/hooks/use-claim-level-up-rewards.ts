// spec 1 §4 Drawer widget list: the level-up reward widget claims the rewards of the levels reached
// (the free track, and the premium track with premium), then its level-ups are read.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  claimBattlePassRewardsMutationOptions,
  claimLevelUpTracks,
} from '@levelup/api/progression';
import { useSessionController } from '#app/session.ts';
import { apiErrorText } from '#shared/api-error-text.ts';
import { showToast } from '@levelup/ui/feedback/toast-store';
import { useActionKeys } from '#shared/use-action-keys.ts';
import { useApi } from '#shared/use-api.ts';
import { CLAIM_ERROR_TOAST_ID } from './use-claim-reward.ts';

export function useClaimLevelUpRewards() {
  const api = useApi();
  const queryClient = useQueryClient();
  const session = useSessionController();
  const actionKeys = useActionKeys();
  const mutation = useMutation({
    ...claimBattlePassRewardsMutationOptions(api, queryClient),
    onSettled: actionKeys.onSettled,
    meta: { errorShown: true },
  });

  async function claim({
    battlePassId,
    hasPremium,
    onClaimed,
  }: {
    battlePassId: string;
    hasPremium: boolean;
    onClaimed: () => void;
  }) {
    const { claimed, failure } = await claimLevelUpTracks({
      hasPremium,
      claimTrack: (track) => mutation.mutateAsync(actionKeys.withKey({ battlePassId, track })),
    });
    void session.refetchUser();
    if (claimed) onClaimed();
    else if (failure !== null) {
      const text = apiErrorText(failure);
      if (text) showToast({ id: CLAIM_ERROR_TOAST_ID, text, tone: 'error' });
    }
  }

  return { claim, claiming: mutation.isPending };
}
