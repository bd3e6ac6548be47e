// spec 2 §3 cached user (fixed key, the listed fields and initials) and spec 2 §4: cleared with the
// session on expiry or sign-out.
import { describe, expect, it } from 'vitest';
import { CACHED_USER_STORAGE_KEY, cacheSessionUser, readCachedUser } from './cached-user.ts';
import { sessionGrant, sessionUser } from './session.fixtures.ts';
import { createSessionStore, grantedState, signedOutState } from './session-store.ts';

describe('the cached user', () => {
  it('keeps the spec fields under the fixed key while signed in, and is cleared once signed out', () => {
    localStorage.clear();
    const store = createSessionStore();
    const stop = cacheSessionUser(store);
    const user = sessionUser({
      id: 'u-7',
      username: 'nova',
      gold: 50,
      playpoints: 3,
      allyToken: 2,
    });
    store.setState(
      grantedState(sessionGrant('token', { user }), {
        isNewUser: false,
        isJustLoggedIn: true,
        referralCode: user.referralCode,
      }),
    );
    expect(JSON.parse(localStorage.getItem(CACHED_USER_STORAGE_KEY)!)).toEqual({
      id: 'u-7',
      allyToken: 2,
      discriminator: user.discriminator,
      gold: 50,
      playpoints: 3,
      profilePicPath: user.profilePicPath,
      userFlags: user.userFlags,
      username: 'nova',
      initials: 'NO',
    });
    expect(readCachedUser()?.id).toBe('u-7');
    store.setState(signedOutState());
    expect(localStorage.getItem(CACHED_USER_STORAGE_KEY)).toBeNull();
    stop();
  });

  it('reads nothing from a damaged or foreign entry', () => {
    localStorage.setItem(CACHED_USER_STORAGE_KEY, '{oops');
    expect(readCachedUser()).toBeNull();
    localStorage.setItem(CACHED_USER_STORAGE_KEY, JSON.stringify({ id: 'x' }));
    expect(readCachedUser()).toBeNull();
    localStorage.clear();
  });
});
