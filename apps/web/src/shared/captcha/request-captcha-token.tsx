// spec 1 §2 Captcha modal: waiting, success, error; closes 0.5 s after a result. The modal and the
// Turnstile widget load only when a captcha is actually asked for.
import { Suspense, lazy } from 'react';
import { modalQueueStore } from '@levelup/ui/modal-queue/modal-queue-store';
import type { ModalQueueStore } from '@levelup/ui/modal-queue/modal-queue-store';
import { sharedText } from '../shared-text.ts';

const CaptchaDialog = lazy(() => import('./captcha-dialog.tsx'));

/** The captcha modal sits above every other queued modal. */
const CAPTCHA_MODAL = { id: 'captcha', zIndex: 1000 } as const;

export type RequestCaptchaTokenParameters = {
  /** Turnstile's site key (the server's, else VITE_TURNSTILE_SITE_KEY); without one the check fails at once. */
  siteKey: string | undefined;
  /** Turnstile's action name, for the dashboard ('sign-in', ...). */
  action: string;
  store?: ModalQueueStore;
};

/** Shows the captcha modal and resolves with a token, or rejects with the spec's failure message. */
export function requestCaptchaToken({
  siteKey,
  action,
  store = modalQueueStore,
}: RequestCaptchaTokenParameters): Promise<string> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (token: string | null) => {
      if (settled) return;
      settled = true;
      store.getState().close(CAPTCHA_MODAL.id);
      if (token) resolve(token);
      // spec 1 §8 Captcha failure.
      else reject(new Error(sharedText('captcha.failed')));
    };
    store.getState().open({
      ...CAPTCHA_MODAL,
      render: () => (
        <Suspense fallback={null}>
          <CaptchaDialog siteKey={siteKey} action={action} onDone={settle} />
        </Suspense>
      ),
    });
  });
}
