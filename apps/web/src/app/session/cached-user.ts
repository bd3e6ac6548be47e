// spec 2 §3 User: "The cached user keeps id, allyToken, discriminator, gold, playpoints, profilePicPath,
// userFlags, username and initials. The cache storage key is fixed." It lets the header show who was
// signed in while the session is restored on load; spec 2 §4: on session expiry (and sign-out) the
// cache is cleared with the user and the tokens.
import { initials } from '@levelup/domain/initials';
import type { SessionStore } from './session-store.ts';
import type { SessionUser } from './session-types.ts';

/** The fixed storage key of the cached user. */
export const CACHED_USER_STORAGE_KEY = 'cached-user';

export type CachedUser = Pick<
  SessionUser,
  | 'id'
  | 'allyToken'
  | 'discriminator'
  | 'gold'
  | 'playpoints'
  | 'profilePicPath'
  | 'userFlags'
  | 'username'
> & { initials: string };

export function cachedUserOf(user: SessionUser): CachedUser {
  return {
    id: user.id,
    allyToken: user.allyToken,
    discriminator: user.discriminator,
    gold: user.gold,
    playpoints: user.playpoints,
    profilePicPath: user.profilePicPath,
    userFlags: user.userFlags,
    username: user.username,
    initials: initials(user.username),
  };
}

/** The cached user, or null when there is none or it is not one (an old or damaged entry). */
export function readCachedUser(
  storage: Storage | undefined = globalThis.localStorage,
): CachedUser | null {
  try {
    const value = JSON.parse(storage?.getItem(CACHED_USER_STORAGE_KEY) ?? 'null') as unknown;
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as CachedUser).id === 'string' &&
      typeof (value as CachedUser).initials === 'string' &&
      typeof (value as CachedUser).gold === 'number'
    )
      return value as CachedUser;
  } catch {
    // A damaged entry is as good as none.
  }
  return null;
}

/** Keeps the cache in step with the session: written while signed in, cleared once signed out. */
export function cacheSessionUser(
  store: SessionStore,
  storage: Storage | undefined = globalThis.localStorage,
): () => void {
  return store.subscribe((state) => {
    if (!storage) return;
    if (state.status === 'signedIn' && state.user)
      storage.setItem(CACHED_USER_STORAGE_KEY, JSON.stringify(cachedUserOf(state.user)));
    else if (state.status === 'signedOut') storage.removeItem(CACHED_USER_STORAGE_KEY);
  });
}
