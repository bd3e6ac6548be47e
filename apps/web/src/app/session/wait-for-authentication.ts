// spec 2 §4 Auth / §8 / §9: waiting for authentication times out after 5000 ms by default with the
// message "Timeout for waiting isAuthenticated".
import { appText } from '../app-text.ts';
import type { SessionStore } from './session-store.ts';

/** spec 2 §9 authentication wait timeout. */
export const AUTHENTICATION_WAIT_TIMEOUT_MS = 5000;

/** Resolves once someone is signed in; rejects after `timeoutMs` with the spec's message. */
export function waitForAuthentication(
  store: SessionStore,
  timeoutMs: number = AUTHENTICATION_WAIT_TIMEOUT_MS,
): Promise<void> {
  if (store.getState().status === 'signedIn') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(appText('session.authenticationTimeout')));
    }, timeoutMs);
    const unsubscribe = store.subscribe((state) => {
      if (state.status !== 'signedIn') return;
      clearTimeout(timer);
      unsubscribe();
      resolve();
    });
  });
}
