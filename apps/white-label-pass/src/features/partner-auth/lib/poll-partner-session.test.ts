import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollPartnerSession } from './poll-partner-session.ts';

describe('pollPartnerSession', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks once per second and times out after 300 tries', async () => {
    const hasSession = vi.fn(() => false);
    const polling = pollPartnerSession({ hasSession });
    await vi.advanceTimersByTimeAsync(299_000);
    expect(hasSession).toHaveBeenCalledTimes(299);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(polling).resolves.toBe('timed-out');
    expect(hasSession).toHaveBeenCalledTimes(300);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(hasSession).toHaveBeenCalledTimes(300);
  });

  it('stops as soon as the session cookie appears', async () => {
    const hasSession = vi
      .fn()
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(false)
      .mockReturnValue(true);
    const polling = pollPartnerSession({ hasSession });
    await vi.advanceTimersByTimeAsync(3000);
    await expect(polling).resolves.toBe('found');
    expect(hasSession).toHaveBeenCalledTimes(3);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const hasSession = vi.fn(() => false);
    const polling = pollPartnerSession({ hasSession, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(2000);
    controller.abort();
    await expect(polling).resolves.toBe('aborted');
    await vi.advanceTimersByTimeAsync(5000);
    expect(hasSession).toHaveBeenCalledTimes(2);
  });
});
