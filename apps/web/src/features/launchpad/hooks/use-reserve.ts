// spec 2 §4 Reserve: captcha (when captchaFeatures lists 'reserve'; the token rides in the
// cf-turnstile-response header, spec 2 §5), then reserve with the device id (x-device-id) and one
// idempotency key per press, then after 1000 ms (spec 2 §9) the reservation success modal. A failed
// reserve shows its catalogue feedback centrally (spec 2 §8: SOLD OUT, SORRY, YOU CAN'T DO THAT!,
// HEADS UP! WE NOTICED SOMETHING, VERIFICATION FAILED modals; toasts otherwise).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { reserveCollectionMutationOptions } from '@levelup/api/launchpad-player';
import type { UserReservationFieldsFragment } from '@levelup/api/launchpad';
import { showToast } from '@levelup/ui/feedback/toast-store';
import { deviceHeaders } from '#shared/device-fingerprint.ts';
import { captchaHeaders } from '#shared/captcha/captcha-features.ts';
import { useCaptchaToken } from '#shared/captcha/use-captcha-token.ts';
import { useActionKeys } from '#shared/use-action-keys.ts';
import { useApi } from '#shared/use-api.ts';
import { RESERVE_SUCCESS_MODAL_DELAY_MS } from '../lib/collection-view.ts';

export function useReserve(
  collectionId: string,
  onReserved: (reservation: UserReservationFieldsFragment) => void,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  const captchaToken = useCaptchaToken();
  const [verifying, setVerifying] = useState(false);
  const reserveMutation = useMutation({
    ...reserveCollectionMutationOptions(api, queryClient),
    onSettled: keys.onSettled,
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const reserve = async () => {
    setVerifying(true);
    let headers: Record<string, string>;
    try {
      headers = {
        ...(await deviceHeaders()),
        ...captchaHeaders(await captchaToken('reserve')),
      };
    } catch (error) {
      // spec 1 §8 Captcha failure: the captcha's own message.
      showToast({ id: 'reserve-captcha', text: (error as Error).message, tone: 'error' });
      return;
    } finally {
      setVerifying(false);
    }
    reserveMutation.mutate(keys.withKey({ collectionId, headers }), {
      onSuccess: (reservation) => {
        timer.current = setTimeout(() => onReserved(reservation), RESERVE_SUCCESS_MODAL_DELAY_MS);
      },
    });
  };

  return { reserve: () => void reserve(), reserving: verifying || reserveMutation.isPending };
}
