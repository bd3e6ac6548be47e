import { describe, expect, it } from 'vitest';
import { isOffSeason } from './off-season.ts';

const start = '2024-03-01T00:00:00.000Z';
const end = '2024-06-01T00:00:00.000Z';

describe('isOffSeason', () => {
  it('is off-season before the start date', () => {
    expect(
      isOffSeason({ seasonStartDate: start, seasonEndDate: end, now: Date.parse(start) - 1 }),
    ).toBe(true);
  });

  it('is in season from the start instant until just before the end instant', () => {
    expect(
      isOffSeason({ seasonStartDate: start, seasonEndDate: end, now: Date.parse(start) }),
    ).toBe(false);
    expect(
      isOffSeason({ seasonStartDate: start, seasonEndDate: end, now: Date.parse(end) - 1 }),
    ).toBe(false);
  });

  it('is off-season once the end date is reached', () => {
    expect(isOffSeason({ seasonStartDate: start, seasonEndDate: end, now: new Date(end) })).toBe(
      true,
    );
  });

  it('is off-season without an end date', () => {
    expect(
      isOffSeason({ seasonStartDate: start, seasonEndDate: null, now: Date.parse(start) + 1 }),
    ).toBe(true);
  });

  it('does not need a start date', () => {
    expect(isOffSeason({ seasonStartDate: null, seasonEndDate: new Date(end), now: 0 })).toBe(
      false,
    );
  });

  it('throws on an unparsable date rather than guessing', () => {
    expect(() => isOffSeason({ seasonStartDate: 'soon', seasonEndDate: end, now: 0 })).toThrow(
      RangeError,
    );
  });
});
