import { describe, expect, it } from 'vitest';
import { currentSeason } from './current-season.ts';

const season = (key: string, start: string | null) => ({
  key,
  seasonStartDate: start ? new Date(start) : null,
});
const now = new Date('2026-12-01T00:00:00Z');

describe('currentSeason', () => {
  it('picks the newest season that has started', () => {
    const seasons = [
      season('s1', '2026-01-01T00:00:00Z'),
      season('s2', '2026-11-01T00:00:00Z'),
      season('s3', '2027-03-01T00:00:00Z'),
    ];
    expect(currentSeason(seasons, now)?.key).toBe('s2');
  });

  it('falls back to the first upcoming season when none has started', () => {
    const seasons = [season('s3', '2027-06-01T00:00:00Z'), season('s2', '2027-03-01T00:00:00Z')];
    expect(currentSeason(seasons, now)?.key).toBe('s2');
  });

  it('counts a season without a start date as started', () => {
    expect(
      currentSeason([season('s1', null), season('s2', '2027-03-01T00:00:00Z')], now)?.key,
    ).toBe('s1');
  });

  it('is undefined for a group without seasons', () => {
    expect(currentSeason([], now)).toBeUndefined();
  });
});
