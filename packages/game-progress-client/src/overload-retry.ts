// A batch the server sheds (503 `server-overloaded`, issue 26) never ran, so it is sent again, the same
// events with the same ids (the API applies each id once per studio), after what Retry-After asks plus
// jitter, so that studios turned away together do not come back together; the retries stop within a
// bounded total time and the batch is then reported like any other failure and stays queued. The web
// client's policy (packages/api overload-retry.ts), kept here without its dependency: a studio installs
// this package alone.

/** How long one batch keeps being resent while the server is overloaded (issue 26: a bounded time). */
export const OVERLOAD_RETRY_BUDGET_MS = 60_000;
/** The wait when a shed answer carries no Retry-After. */
export const DEFAULT_OVERLOAD_RETRY_AFTER_MS = 1_000;
/** No shed answer is followed by a sooner resend than this (a Retry-After of 0 is no invitation). */
const MIN_OVERLOAD_WAIT_MS = 250;
/** Up to this share of the wait is added at random (jitter). */
export const OVERLOAD_RETRY_JITTER = 0.5;

/**
 * The wait before resending a shed batch: Retry-After (or the default), plus jitter, cut at the
 * budget's end; null when even Retry-After ends past it (the batch is then reported).
 */
export function overloadRetryDelayMs(
  retryAfterMs: number | null,
  { elapsedMs, budgetMs, random }: { elapsedMs: number; budgetMs: number; random: () => number },
): number | null {
  const asked = Math.max(MIN_OVERLOAD_WAIT_MS, retryAfterMs ?? DEFAULT_OVERLOAD_RETRY_AFTER_MS);
  const left = budgetMs - elapsedMs;
  if (asked > left) return null;
  return Math.round(Math.min(asked * (1 + OVERLOAD_RETRY_JITTER * random()), left));
}
