// How long to wait before resending a batch (README "Retries"): exponential backoff with full jitter
// (a random wait up to base × 2^attempt, capped), so studios retrying after an outage spread out; a
// 429's Retry-After is honoured as given.

export type BackoffOptions = {
  /** The first retry waits up to this long (default 500 ms). */
  baseDelayMs: number;
  /** No wait is longer (default 60 s). */
  maxDelayMs: number;
};

export const DEFAULT_BACKOFF: BackoffOptions = { baseDelayMs: 500, maxDelayMs: 60_000 };

/** The wait before retry number `attempt` (0 for the first retry); `random` in [0, 1). */
export function backoffDelayMs(
  attempt: number,
  { baseDelayMs, maxDelayMs }: BackoffOptions,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** attempt);
  return Math.round(random() * ceiling);
}

/** A Retry-After header (seconds or an HTTP date) in milliseconds; null when absent or unreadable. */
export function retryAfterMs(header: string | null, nowMs: number): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - nowMs);
}
