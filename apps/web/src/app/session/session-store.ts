// spec 2 §4 Auth: loading, then authenticated or not. The access token lives only in memory; the
// refresh token is an httpOnly cookie the page never sees.
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { SessionGrant, SessionMetadata, SessionUser } from './session-types.ts';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export type SessionState = {
  status: SessionStatus;
  accessToken: string | null;
  accessTokenExpiresAt: string | null;
  user: SessionUser | null;
  metadata: SessionMetadata | null;
};

export type SessionStore = StoreApi<SessionState>;

const signedOut: SessionState = {
  status: 'signedOut',
  accessToken: null,
  accessTokenExpiresAt: null,
  user: null,
  metadata: null,
};

/** A session store that starts loading (the app restores the session on load). */
export function createSessionStore(): SessionStore {
  return createStore<SessionState>()(() => ({ ...signedOut, status: 'loading' }));
}

/** The state after a grant: signed in with its token and user. */
export function grantedState(grant: SessionGrant, metadata: SessionMetadata): SessionState {
  return {
    status: 'signedIn',
    accessToken: grant.accessToken,
    accessTokenExpiresAt: grant.accessTokenExpiresAt,
    user: grant.user,
    metadata,
  };
}

/** Nobody signed in: no user, no token. */
export function signedOutState(): SessionState {
  return { ...signedOut };
}
