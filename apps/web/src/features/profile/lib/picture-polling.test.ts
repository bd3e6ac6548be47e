import { describe, expect, it } from 'vitest';
import { PICTURE_POLL_MAX_TRIES, picturePollState } from './picture-polling.ts';

describe('picturePollState (spec 2 §4 Profile picture)', () => {
  it('is done once the path differs from the one before the upload', () => {
    expect(picturePollState({ previous: '/a.webp', path: '/b.webp', tries: 1 })).toBe('changed');
    expect(picturePollState({ previous: null, path: '/b.webp', tries: 3 })).toBe('changed');
  });

  it('keeps waiting on the same or no path, and gives up after the last try', () => {
    expect(picturePollState({ previous: '/a.webp', path: '/a.webp', tries: 2 })).toBe('waiting');
    expect(picturePollState({ previous: null, path: null, tries: 1 })).toBe('waiting');
    expect(
      picturePollState({ previous: '/a.webp', path: '/a.webp', tries: PICTURE_POLL_MAX_TRIES }),
    ).toBe('gave-up');
  });
});
