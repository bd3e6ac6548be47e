import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, toEpochMs, toEpochMsOrNull } from './time.ts';

describe('toEpochMs', () => {
  it('accepts a Date, an ISO string and epoch milliseconds alike', () => {
    const ms = Date.UTC(2024, 0, 7, 15, 5);
    expect(toEpochMs(new Date(ms))).toBe(ms);
    expect(toEpochMs('2024-01-07T15:05:00.000Z')).toBe(ms);
    expect(toEpochMs(ms)).toBe(ms);
  });

  it('throws RangeError on an invalid date', () => {
    expect(() => toEpochMs('not a date')).toThrow(RangeError);
    expect(() => toEpochMs(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => toEpochMs(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('toEpochMsOrNull', () => {
  it('maps a missing timestamp to null', () => {
    expect(toEpochMsOrNull(null)).toBeNull();
    expect(toEpochMsOrNull(undefined)).toBeNull();
    expect(toEpochMsOrNull('')).toBeNull();
    expect(toEpochMsOrNull(0)).toBe(0);
  });
});

it('has a day of 24 hours', () => {
  expect(DAY_MS).toBe(24 * HOUR_MS);
  expect(HOUR_MS).toBe(3_600_000);
});
