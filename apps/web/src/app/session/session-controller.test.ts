import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createSessionController } from './session-controller.ts';
import type { AccountsGateway } from './session-controller.ts';
import { sessionGrant, sessionUser } from './session.fixtures.ts';
import { createSessionStore } from './session-store.ts';

function setup(gateway: Partial<AccountsGateway> = {}) {
  const store = createSessionStore();
  const queryClient = new QueryClient();
  const logError = vi.fn();
  const fullGateway: AccountsGateway = {
    refreshSession: vi.fn(() => Promise.reject(new Error('unauthenticated'))),
    fetchMe: vi.fn(() => Promise.resolve(sessionUser())),
    fetchUser: vi.fn(() => Promise.resolve(sessionUser())),
    signOut: vi.fn(() => Promise.resolve()),
    ...gateway,
  };
  const session = createSessionController({ store, gateway: fullGateway, queryClient, logError });
  return { store, queryClient, session, gateway: fullGateway, logError };
}

describe('session restore on load', () => {
  it('starts loading, then restores the session from the refresh cookie and refetches the user', async () => {
    const fresh = sessionUser({ gold: 999 });
    const { store, session, gateway } = setup({
      refreshSession: () => Promise.resolve(sessionGrant('restored')),
      fetchUser: vi.fn(() => Promise.resolve(fresh)),
    });
    expect(store.getState().status).toBe('loading');
    await session.restore();
    expect(store.getState()).toMatchObject({
      status: 'signedIn',
      accessToken: 'restored',
      user: fresh,
      metadata: { isNewUser: false, isJustLoggedIn: false, referralCode: 'NOVA-INVITE' },
    });
    // spec 2 §7 Fetch user by id: the granted player, read again by id.
    expect(gateway.fetchUser).toHaveBeenCalledWith('restored', sessionGrant('restored').user.id);
    expect(gateway.fetchMe).not.toHaveBeenCalled();
  });

  it('reports the session start with the refetched user, once a user is read (spec 1 §4 identify)', async () => {
    const fresh = sessionUser({ id: 'u-42' });
    const onSessionStart = vi.fn();
    const session = createSessionController({
      store: createSessionStore(),
      queryClient: new QueryClient(),
      onSessionStart,
      gateway: {
        refreshSession: () => Promise.resolve(sessionGrant('restored')),
        fetchMe: () => Promise.resolve(fresh),
        fetchUser: () => Promise.resolve(fresh),
        signOut: () => Promise.resolve(),
      },
    });
    await session.restore();
    expect(onSessionStart).toHaveBeenCalledExactlyOnceWith(fresh, { isNewUser: false });
  });

  it('ends signed out when there is no session to restore', async () => {
    const { store, session } = setup();
    await session.restore();
    expect(store.getState()).toMatchObject({ status: 'signedOut', accessToken: null, user: null });
  });
});

describe('session start', () => {
  it('never sends two refresh calls at once (a second would replay the rotated cookie)', async () => {
    const refreshSession = vi.fn(() => Promise.resolve(sessionGrant('fresh')));
    const { session, store } = setup({ refreshSession });
    const [restored] = await Promise.all([
      session.restore(),
      session.restore({ justLoggedIn: true }),
      session.refreshAccessToken(),
    ]);
    expect(restored).toBe(true);
    expect(refreshSession).toHaveBeenCalledOnce();
    expect(store.getState().metadata?.isJustLoggedIn).toBe(true);
  });

  it('starts from REST tokens by reading the user first', async () => {
    const { session, store } = setup();
    const { user: _user, ...tokens } = sessionGrant('rest');
    await session.startWithTokens(tokens, { justLoggedIn: true });
    expect(store.getState()).toMatchObject({ status: 'signedIn', accessToken: 'rest' });
  });

  it('records a fresh sign-in as just logged in, with isNewUser from the server', async () => {
    const { store, session } = setup();
    await session.start(sessionGrant('new', { isNewUser: true }), { justLoggedIn: true });
    expect(store.getState().metadata).toEqual({
      isNewUser: true,
      isJustLoggedIn: true,
      referralCode: 'NOVA-INVITE',
    });
  });
});

describe('session refresh', () => {
  it('refreshes once for callers that ask at the same time', async () => {
    const refreshSession = vi.fn(() => Promise.resolve(sessionGrant('fresh')));
    const { session } = setup({ refreshSession });
    const tokens = await Promise.all([session.refreshAccessToken(), session.refreshAccessToken()]);
    expect(tokens).toEqual(['fresh', 'fresh']);
    expect(refreshSession).toHaveBeenCalledOnce();
  });

  it('expires the session when the refresh fails: user, query cache and tokens are cleared', async () => {
    const { store, session, queryClient } = setup();
    await session.start(sessionGrant('old'), { justLoggedIn: true });
    queryClient.setQueryData(['accounts', 'me'], { me: sessionUser() });
    expect(await session.refreshAccessToken()).toBeNull();
    expect(store.getState()).toMatchObject({ status: 'signedOut', accessToken: null, user: null });
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

describe('sign-out', () => {
  it('runs the sign-out steps, logs a failing one and signs out all the same', async () => {
    const { store, session, gateway, logError } = setup();
    await session.start(sessionGrant('t'), { justLoggedIn: true });
    const walletFailure = new Error('wallet gone');
    session.registerSignOutStep(() => Promise.reject(walletFailure));
    await session.signOut();
    expect(logError).toHaveBeenCalledWith('A sign-out step failed', walletFailure);
    expect(gateway.signOut).toHaveBeenCalledWith('t');
    expect(store.getState().status).toBe('signedOut');
  });
});
