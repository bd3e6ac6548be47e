import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForNewPicture } from './wait-for-new-picture.ts';

describe('waitForNewPicture', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls once a second until the path changes', async () => {
    const readPath = vi
      .fn<() => Promise<string | null>>()
      .mockResolvedValueOnce('/uploads/old.webp')
      .mockResolvedValueOnce('/uploads/old.webp')
      .mockResolvedValueOnce('/uploads/new.webp');
    const waiting = waitForNewPicture({ previous: '/uploads/old.webp', readPath });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(waiting).resolves.toBe('/uploads/new.webp');
    expect(readPath).toHaveBeenCalledTimes(3);
  });

  it('gives up after the last try', async () => {
    const readPath = vi.fn(() => Promise.resolve(null));
    const waiting = waitForNewPicture({ previous: null, readPath, maxTries: 3 });
    await vi.advanceTimersByTimeAsync(3000);
    await expect(waiting).resolves.toBeNull();
    expect(readPath).toHaveBeenCalledTimes(3);
  });
});
