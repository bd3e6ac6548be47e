import { describe, expect, it, vi } from 'vitest';
import { bearerHeaders, createPartnerAppSession } from './partner-app-session.ts';

const user = { id: 'u1', username: 'penguin' };

describe('createPartnerAppSession', () => {
  it('restores a session from the refresh cookie, else ends signed out', async () => {
    const restored = createPartnerAppSession({
      refreshSession: () => Promise.resolve({ accessToken: 'a1', user }),
      fetchMe: vi.fn(),
    });
    expect(restored.store.getState().status).toBe('loading');
    await restored.restore();
    expect(restored.store.getState()).toEqual({ status: 'signedIn', accessToken: 'a1', user });

    const none = createPartnerAppSession({
      refreshSession: () => Promise.reject(new Error('unauthenticated')),
      fetchMe: vi.fn(),
    });
    await none.restore();
    expect(none.store.getState().status).toBe('signedOut');
  });

  it('holds the session of a partner sign-in once the token names a player', async () => {
    const session = createPartnerAppSession({
      refreshSession: () => Promise.reject(new Error('none')),
      fetchMe: (token) => Promise.resolve(token === 'good' ? user : null),
    });
    await expect(session.startWithToken('bad')).rejects.toThrow();
    await session.startWithToken('good');
    expect(bearerHeaders(session.store.getState())).toEqual({ authorization: 'Bearer good' });
  });

  it('reads the signed-in player again, keeping the user when the read fails', async () => {
    const fetchMe = vi.fn<(token: string) => Promise<typeof user | null>>();
    const session = createPartnerAppSession({
      refreshSession: () => Promise.resolve({ accessToken: 'a1', user }),
      fetchMe,
    });
    await session.refetchUser();
    expect(fetchMe).not.toHaveBeenCalled();

    await session.restore();
    fetchMe.mockResolvedValueOnce({ id: 'u1', username: 'emperor' });
    await session.refetchUser();
    expect(fetchMe).toHaveBeenCalledWith('a1');
    expect(session.store.getState().user).toEqual({ id: 'u1', username: 'emperor' });

    fetchMe.mockRejectedValueOnce(new Error('offline'));
    await session.refetchUser();
    expect(session.store.getState()).toEqual({
      status: 'signedIn',
      accessToken: 'a1',
      user: { id: 'u1', username: 'emperor' },
    });
  });
});
