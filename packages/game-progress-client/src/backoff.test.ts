import { expect, it } from 'vitest';
import { backoffDelayMs, retryAfterMs } from './backoff.ts';

it('waits up to base × 2^attempt, capped, scaled by the jitter', () => {
  const options = { baseDelayMs: 500, maxDelayMs: 60_000 };
  expect([0, 1, 2, 3].map((attempt) => backoffDelayMs(attempt, options, () => 0.999999))).toEqual([
    500, 1000, 2000, 4000,
  ]);
  expect(backoffDelayMs(20, options, () => 0.999999)).toBe(60_000);
  expect(backoffDelayMs(3, options, () => 0.5)).toBe(2000);
  expect(backoffDelayMs(3, options, () => 0)).toBe(0);
});

it('reads Retry-After in seconds or as an HTTP date', () => {
  expect(retryAfterMs('7', 0)).toBe(7000);
  expect(retryAfterMs(new Date(90_000).toUTCString(), 30_000)).toBe(60_000);
  expect(retryAfterMs(null, 0)).toBeNull();
  expect(retryAfterMs('soon', 0)).toBeNull();
});
