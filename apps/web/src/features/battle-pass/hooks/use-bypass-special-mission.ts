// spec 1 §2 Blocking special mission overlay: Snowflakes can bypass the mission (spec 2 §4).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorCode } from '@levelup/api/errors';
import { bypassSpecialMissionMutationOptions } from '@levelup/api/progression';
import { currencyText } from '@levelup/ui/i18n/product-words';
import { useSessionController } from '#app/session.ts';
import { apiErrorText } from '#shared/api-error-text.ts';
import { showToast } from '@levelup/ui/feedback/toast-store';
import { useActionKeys } from '#shared/use-action-keys.ts';
import { useApi } from '#shared/use-api.ts';
import { progressionText } from '@levelup/ui/i18n/progression-text';

export const BYPASS_ERROR_TOAST_ID = 'battle-pass-bypass-error';

/** Bypasses the blocking mission; a failure shows as a toast ("You don't have enough Snowflakes"). */
export function useBypassSpecialMission() {
  const api = useApi();
  const queryClient = useQueryClient();
  const session = useSessionController();
  const actionKeys = useActionKeys();
  const mutation = useMutation({
    ...bypassSpecialMissionMutationOptions(api, queryClient),
    onSettled: actionKeys.onSettled,
    meta: { errorShown: true },
  });
  const bypass = (specialMissionId: string) =>
    mutation.mutate(actionKeys.withKey({ specialMissionId }), {
      onSuccess: () => void session.refetchUser(),
      onError: (error) => {
        const text =
          apiErrorCode(error) === 'insufficient-balance'
            ? progressionText('progression.notEnoughBalance.title', {
                currencyName: currencyText('SNOWFLAKE'),
              })
            : apiErrorText(error);
        if (text) showToast({ id: BYPASS_ERROR_TOAST_ID, tone: 'error', text });
      },
    });
  return { bypass, pending: mutation.isPending };
}
