import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePartnerSignIn } from './use-partner-sign-in.ts';

const answer = {
  userId: 'u1',
  accessToken: 'partner-token',
  accessTokenExpiresAt: '2030-01-01T00:00:00.000Z',
  isNewUser: true,
};

function setup(overrides: Partial<Parameters<typeof usePartnerSignIn>[0]> = {}) {
  const parameters = {
    openAuthWindow: vi.fn(),
    hasSession: vi.fn(() => false),
    startSession: vi.fn(() => Promise.resolve()),
    sync: vi.fn(() => Promise.resolve(answer)),
    ...overrides,
  };
  const hook = renderHook(() => usePartnerSignIn(parameters));
  return { ...parameters, hook };
}

describe('usePartnerSignIn', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens the window, polls 300 times, then sets the timed-out flag and stops waiting', async () => {
    const { hook, openAuthWindow, hasSession, sync } = setup();
    act(() => hook.result.current.start());
    expect(openAuthWindow).toHaveBeenCalledOnce();
    expect(hook.result.current.waiting).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(300_000));
    expect(hasSession).toHaveBeenCalledTimes(300);
    expect(hook.result.current).toMatchObject({ waiting: false, timedOut: true, error: null });
    expect(sync).not.toHaveBeenCalled();
  });

  it('syncs once the cookie appears and holds the session', async () => {
    const { hook, startSession } = setup({
      hasSession: vi.fn().mockReturnValueOnce(false).mockReturnValue(true),
    });
    act(() => hook.result.current.start());
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(startSession).toHaveBeenCalledWith('partner-token');
    expect(hook.result.current).toMatchObject({ waiting: false, timedOut: false, error: null });
  });

  it('fails with the spec text when the sync is refused or the session cannot be held', async () => {
    const refused = setup({ hasSession: () => true, sync: () => Promise.reject(new Error('401')) });
    act(() => refused.hook.result.current.start());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(refused.hook.result.current).toMatchObject({
      waiting: false,
      error: 'Failed to authenticate with pudgy. Please try again.',
    });
    const broken = setup({
      hasSession: () => true,
      startSession: () => Promise.reject(new Error('x')),
    });
    act(() => broken.hook.result.current.start());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(broken.hook.result.current.error).toBe(
      'Failed to authenticate with pudgy. Please try again.',
    );
  });
});
