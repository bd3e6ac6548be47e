// spec 1 §4 Partner-site auth: open the external auth window; poll once per second for a session cookie,
// up to 300 tries, then flag timed out; on cookie, call the sync endpoint, then update auth.
// spec 1 §8: on failure "Failed to authenticate with pudgy. Please try again.", waiting ends and the
// modal closes; after 300 polls the timed-out flag is set and waiting stops.
import { useRef, useState } from 'react';
import { whiteLabelText } from '#app/texts/white-label-text.ts';
import { syncPartnerSession } from '../api/partner-sync.ts';
import { pollPartnerSession } from '../lib/poll-partner-session.ts';
import type { PollPartnerSessionParameters } from '../lib/poll-partner-session.ts';

export type PartnerSignInState = {
  waiting: boolean;
  timedOut: boolean;
  error: string | null;
};

export type UsePartnerSignInParameters = {
  /** Opens the partner's sign-in window. */
  openAuthWindow: () => void;
  hasSession: () => boolean;
  /** Holds the new session (the custom-token update); a throw fails the sign-in. */
  startSession: (accessToken: string) => Promise<void>;
  sync?: typeof syncPartnerSession;
  poll?: Omit<PollPartnerSessionParameters, 'hasSession' | 'signal'>;
};

const idle: PartnerSignInState = { waiting: false, timedOut: false, error: null };

export function usePartnerSignIn({
  openAuthWindow,
  hasSession,
  startSession,
  sync = syncPartnerSession,
  poll,
}: UsePartnerSignInParameters) {
  const [state, setState] = useState<PartnerSignInState>(idle);
  const controller = useRef<AbortController | null>(null);

  const start = async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ ...idle, waiting: true });
    openAuthWindow();
    const outcome = await pollPartnerSession({ ...poll, hasSession, signal: current.signal });
    if (outcome === 'aborted') return;
    if (outcome === 'timed-out') {
      setState({ waiting: false, timedOut: true, error: null });
      return;
    }
    try {
      const answer = await sync();
      await startSession(answer.accessToken);
      setState(idle);
    } catch {
      setState({ waiting: false, timedOut: false, error: whiteLabelText('signIn.failed') });
    }
  };

  /** The player gave up waiting (closed the modal). */
  const cancel = () => {
    controller.current?.abort();
    setState(idle);
  };

  return { ...state, start: () => void start(), cancel };
}
