import { expect, it } from 'vitest';
import {
  DEFAULT_OVERLOAD_RETRY_AFTER_MS,
  OVERLOAD_RETRY_JITTER,
  overloadRetryDelayMs,
} from './overload-retry.ts';

const budget = { elapsedMs: 0, budgetMs: 60_000 };

it('waits what Retry-After asks, plus up to half of it at random', () => {
  expect(overloadRetryDelayMs(5000, { ...budget, random: () => 0 })).toBe(5000);
  expect(overloadRetryDelayMs(5000, { ...budget, random: () => 0.999999 })).toBe(
    Math.round(5000 * (1 + OVERLOAD_RETRY_JITTER * 0.999999)),
  );
  expect(overloadRetryDelayMs(null, { ...budget, random: () => 0 })).toBe(
    DEFAULT_OVERLOAD_RETRY_AFTER_MS,
  );
  // A Retry-After of 0 still spaces the resends.
  expect(overloadRetryDelayMs(0, { ...budget, random: () => 0 })).toBe(250);
});

it('stays within the budget, and gives up when Retry-After ends past it', () => {
  const nearEnd = { elapsedMs: 55_000, budgetMs: 60_000 };
  expect(overloadRetryDelayMs(4000, { ...nearEnd, random: () => 0.999 })).toBe(5000);
  expect(overloadRetryDelayMs(6000, { ...nearEnd, random: () => 0 })).toBeNull();
});
