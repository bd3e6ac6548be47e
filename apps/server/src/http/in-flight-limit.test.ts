import { describe, expect, it } from 'vitest';
import { createInFlightLimit } from './in-flight-limit.ts';

const options = { max: 20, min: 4, targetLatencyMs: 100 };

/** Admits `count` requests and answers them all after `latencyMs`. */
function answer(limit: ReturnType<typeof createInFlightLimit>, count: number, latencyMs: number) {
  let admitted = 0;
  for (let i = 0; i < count; i += 1) if (limit.tryAcquire()) admitted += 1;
  for (let i = 0; i < admitted; i += 1) limit.release(latencyMs);
  return admitted;
}

describe('the adaptive in-flight limit', () => {
  it('starts at its max and refuses past it', () => {
    const limit = createInFlightLimit(options);
    expect(answer(limit, 30, 10)).toBe(20);
    expect(limit.limit()).toBe(20);
  });

  it('falls while answers are slower than the target, never below its min', () => {
    const limit = createInFlightLimit(options);
    answer(limit, 20, 150);
    expect(limit.limit()).toBeLessThan(20);
    for (let round = 0; round < 20; round += 1) answer(limit, 20, 150);
    expect(limit.limit()).toBe(4);
    expect(answer(limit, 20, 150)).toBe(4);
  });

  it('climbs back to its max once answers are in time again', () => {
    const limit = createInFlightLimit(options);
    for (let round = 0; round < 20; round += 1) answer(limit, 20, 150);
    for (let round = 0; round < 10; round += 1) answer(limit, 20, 20);
    expect(limit.limit()).toBe(20);
  });

  it('does not climb while it is mostly unused', () => {
    const limit = createInFlightLimit(options);
    for (let round = 0; round < 20; round += 1) answer(limit, 20, 150);
    for (let round = 0; round < 10; round += 1) answer(limit, 1, 20);
    expect(limit.limit()).toBe(4);
  });

  it('keeps a max below its min as the only limit', () => {
    const limit = createInFlightLimit({ max: 2, min: 8, targetLatencyMs: 100 });
    for (let round = 0; round < 5; round += 1) answer(limit, 5, 500);
    expect(answer(limit, 5, 500)).toBe(2);
  });
});
