import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionGrant } from './session.fixtures.ts';
import { createSessionStore, grantedState } from './session-store.ts';
import { waitForAuthentication } from './wait-for-authentication.ts';

describe('waitForAuthentication', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rejects with the spec message after 5 s without a sign-in', async () => {
    const store = createSessionStore();
    const waiting = waitForAuthentication(store);
    const outcome = expect(waiting).rejects.toThrow('Timeout for waiting isAuthenticated');
    await vi.advanceTimersByTimeAsync(4999);
    store.setState({ status: 'signedOut' });
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('resolves as soon as someone signs in', async () => {
    const store = createSessionStore();
    const waiting = waitForAuthentication(store, 1000);
    store.setState(
      grantedState(sessionGrant(), { isNewUser: false, isJustLoggedIn: true, referralCode: 'X' }),
    );
    await expect(waiting).resolves.toBeUndefined();
  });
});
