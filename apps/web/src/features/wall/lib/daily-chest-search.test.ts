import { describe, expect, it } from 'vitest';
import { dailyChestPosition, nextDailyChestSearch, pollCount } from './daily-chest-search.ts';

const base = { signedIn: true, postCount: 10, status: null, checkpoint: 0 } as const;

describe('daily chest search (spec 2 §4)', () => {
  it('searches with the posts seen since the last checkpoint', () => {
    expect(nextDailyChestSearch(base)).toBe(10);
    expect(
      nextDailyChestSearch({ ...base, postCount: 20, checkpoint: 10, status: 'NOT_FOUND' }),
    ).toBe(10);
    expect(pollCount({ postCount: 13, checkpoint: 10 })).toBe(3);
  });

  it('does not search signed out, without posts, with nothing new, or once found or opened', () => {
    expect(nextDailyChestSearch({ ...base, signedIn: false })).toBeNull();
    expect(nextDailyChestSearch({ ...base, postCount: 0 })).toBeNull();
    expect(nextDailyChestSearch({ ...base, checkpoint: 10 })).toBeNull();
    expect(nextDailyChestSearch({ ...base, status: 'FOUND' })).toBeNull();
    expect(nextDailyChestSearch({ ...base, status: 'OPENED' })).toBeNull();
  });

  it("puts a found chest at the server's position, else at the last wall post index", () => {
    expect(dailyChestPosition({ status: 'FOUND', position: 4 }, 20)).toBe(4);
    expect(dailyChestPosition({ status: 'FOUND', position: null }, 20)).toBe(19);
    expect(dailyChestPosition({ status: 'NOT_FOUND', position: 4 }, 20)).toBeNull();
    expect(dailyChestPosition(null, 20)).toBeNull();
  });
});
