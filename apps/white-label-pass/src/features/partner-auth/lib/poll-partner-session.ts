// spec 1 §4 Partner-site auth: poll once per second for a session cookie, up to 300 tries, then flag
// timed out (spec 1 §8: waiting stops). spec 1 §9: poll every 1 s, max 300.

export const PARTNER_POLL_INTERVAL_MS = 1000;
export const PARTNER_POLL_MAX_TRIES = 300;

export type PollPartnerSessionParameters = {
  /** Whether the partner's session cookie is there yet. */
  hasSession: () => boolean;
  intervalMs?: number;
  maxTries?: number;
  /** Aborting stops the polling (the player closed the waiting modal). */
  signal?: AbortSignal;
};

/** 'found' once the cookie appears, 'timed-out' after the last try, 'aborted' when stopped. */
export type PollOutcome = 'found' | 'timed-out' | 'aborted';

export function pollPartnerSession({
  hasSession,
  intervalMs = PARTNER_POLL_INTERVAL_MS,
  maxTries = PARTNER_POLL_MAX_TRIES,
  signal,
}: PollPartnerSessionParameters): Promise<PollOutcome> {
  return new Promise((resolve) => {
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onAbort = () => {
      clearTimeout(timer);
      resolve('aborted');
    };
    const tick = () => {
      if (signal?.aborted) return;
      tries += 1;
      if (hasSession()) {
        signal?.removeEventListener('abort', onAbort);
        resolve('found');
      } else if (tries >= maxTries) {
        signal?.removeEventListener('abort', onAbort);
        resolve('timed-out');
      } else {
        timer = setTimeout(tick, intervalMs);
      }
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    timer = setTimeout(tick, intervalMs);
  });
}
