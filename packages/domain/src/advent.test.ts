import { describe, expect, it } from 'vitest';
import { isAdventSeason } from './advent.ts';

describe('isAdventSeason', () => {
  it('is true through December in local time', () => {
    expect(isAdventSeason(new Date(2024, 11, 1, 0, 0, 0))).toBe(true);
    expect(isAdventSeason(new Date(2024, 11, 31, 23, 59, 59).getTime())).toBe(true);
  });

  it('is false on the last instant of November and the first of January', () => {
    expect(isAdventSeason(new Date(2024, 10, 30, 23, 59, 59, 999))).toBe(false);
    expect(isAdventSeason(new Date(2025, 0, 1, 0, 0, 0))).toBe(false);
  });
});
