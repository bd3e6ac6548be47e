// Issue 26 What to build 1: a shed call is retried before the player sees the server-overloaded modal
// (spec 2 §8). A shed call never ran (apps/server src/http/overload.ts), so queries, mutations and REST
// writes are all sent again. Each retry waits at least what Retry-After asks, plus jitter, so that
// players turned away together do not come back together; retries stop within a bounded total time,
// and the last shed answer then goes to the caller as it came (the apps' onError opens the modal).
// Other answers and network errors are never retried here.
import { isShedAnswer, retryAfterMs } from './shed-answer.ts';

/** How long a call keeps being retried, from its first sending (issue 26: "a bounded time"). */
export const OVERLOAD_RETRY_BUDGET_MS = 10_000;
/** The wait when a shed answer carries no Retry-After. */
export const DEFAULT_RETRY_AFTER_MS = 1_000;
/** Up to this share of the wait is added at random (jitter). */
export const RETRY_JITTER = 0.5;

export type OverloadRetryOptions = {
  /** The total time a call may take retrying; OVERLOAD_RETRY_BUDGET_MS unless told. */
  budgetMs?: number;
  /** A number in [0, 1) (Math.random unless told). */
  random?: () => number;
  /** The clock, in milliseconds (Date.now unless told). */
  now?: () => number;
};

/** Resolves after `ms`, or rejects with the abort reason when the caller gives up first. */
function wait(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The wait before the next try: Retry-After (or DEFAULT_RETRY_AFTER_MS) plus jitter, cut at the
 * deadline; null when even Retry-After ends past the deadline (the call then gives up).
 */
export function overloadRetryDelay(
  response: Response,
  { now, deadline, random }: { now: number; deadline: number; random: () => number },
): number | null {
  const asked = retryAfterMs(response.headers.get('retry-after'), now) ?? DEFAULT_RETRY_AFTER_MS;
  if (now + asked > deadline) return null;
  return Math.min(asked * (1 + RETRY_JITTER * random()), deadline - now);
}

/** A fetch that sends a shed call again (see above), over `baseFetch`. */
export function withOverloadRetry(
  baseFetch: typeof fetch = (input, init) => globalThis.fetch(input, init),
  {
    budgetMs = OVERLOAD_RETRY_BUDGET_MS,
    random = () => Math.random(),
    // Looked up at each call, so that a fake clock installed later is the one read.
    now = () => Date.now(),
  }: OverloadRetryOptions = {},
): typeof fetch {
  return async (input, init) => {
    const deadline = now() + budgetMs;
    for (;;) {
      // A Request's body can be read once: each try sends a copy.
      const response = await baseFetch(input instanceof Request ? input.clone() : input, init);
      if (!(await isShedAnswer(response))) return response;
      const delay = overloadRetryDelay(response, { now: now(), deadline, random });
      if (delay === null) return response;
      // The shed answer is not used: free its connection.
      void response.body?.cancel().catch(() => undefined);
      await wait(delay, init?.signal);
    }
  };
}
