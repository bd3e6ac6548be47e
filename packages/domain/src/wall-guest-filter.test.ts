import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterGuestPosts, guestLikeThreshold } from './wall-guest-filter.ts';

const HOUR = 3_600_000;
const referenceTime = Date.parse('2024-05-15T12:00:00.000Z');
/** Whether a guest sees one post with these likes at this age. */
const visible = (like: number, ageMs: number) =>
  filterGuestPosts([{ postedAt: referenceTime - ageMs, stats: { like } }], referenceTime).length ===
  1;

describe('guestLikeThreshold', () => {
  it('needs 10, 15 then 20 likes as posts age past 6 h and 12 h', () => {
    expect(guestLikeThreshold(0)).toBe(10);
    expect(guestLikeThreshold(6 * HOUR - 1)).toBe(10);
    expect(guestLikeThreshold(6 * HOUR)).toBe(15);
    expect(guestLikeThreshold(12 * HOUR)).toBe(15);
    expect(guestLikeThreshold(12 * HOUR + 1)).toBe(20);
    expect(guestLikeThreshold(-HOUR)).toBe(10);
  });
});

describe('a post a guest sees', () => {
  it('shows a post that meets the threshold for its age, inclusive', () => {
    expect(visible(10, HOUR)).toBe(true);
    expect(visible(9, HOUR)).toBe(false);
    expect(visible(14, 6 * HOUR)).toBe(false);
    expect(visible(15, 12 * HOUR)).toBe(true);
    expect(visible(19, 13 * HOUR)).toBe(false);
    expect(visible(20, 48 * HOUR)).toBe(true);
  });

  it('never shows a post under 10 likes and always one with 20 or more', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.integer({ min: -HOUR, max: 72 * HOUR }), (likes, age) => {
        if (likes < 10) expect(visible(likes, age)).toBe(false);
        if (likes >= 20) expect(visible(likes, age)).toBe(true);
      }),
    );
  });
});

describe('filterGuestPosts', () => {
  it('keeps qualifying posts in order and treats missing stats as no likes', () => {
    const posts = [
      { id: 'new', postedAt: new Date(referenceTime - HOUR), stats: { like: 10 } },
      { id: 'old', postedAt: new Date(referenceTime - 24 * HOUR), stats: { like: 19 } },
      { id: 'bare', postedAt: new Date(referenceTime - HOUR), stats: null },
      {
        id: 'mid',
        postedAt: new Date(referenceTime - 7 * HOUR).toISOString(),
        stats: { like: 15 },
      },
    ];
    expect(filterGuestPosts(posts, referenceTime).map((p) => p.id)).toEqual(['new', 'mid']);
  });
});
