// issue 29 §"Who uses it": the console signs in with the same accounts as the site. The access token is
// kept in memory only; the refresh token travels in the server's httpOnly cookie, so a reload brings
// the session back through refreshSession (as apps/web does, spec 2 §4 Auth).
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { createApiClient } from '@levelup/api/client';
import {
  OpsRefreshSessionDocument,
  OpsSignInDocument,
  OpsSignOutDocument,
  type OpsSessionFieldsFragment,
} from '@levelup/api/generated/ops/graphql';
import { env } from '#env.ts';

export type SessionState = {
  status: 'restoring' | 'signed-in' | 'signed-out';
  accessToken: string | null;
  /** When the access token ends (ms since the epoch). */
  expiresAt: number | null;
  userId: string | null;
};

/** A token this close to its end is refreshed before a call. */
const REFRESH_MARGIN_MS = 30_000;

/** The session's own calls go through a client without the bearer (the cookie proves who it is). */
const sessionClient = createApiClient({ url: env.apiUrl });

export const sessionStore = createStore<SessionState>(() => ({
  status: 'restoring',
  accessToken: null,
  expiresAt: null,
  userId: null,
}));

function signedIn(payload: OpsSessionFieldsFragment) {
  sessionStore.setState({
    status: 'signed-in',
    accessToken: payload.accessToken,
    expiresAt: Date.parse(payload.accessTokenExpiresAt),
    userId: payload.userId,
  });
}

const signedOut = () =>
  sessionStore.setState({ status: 'signed-out', accessToken: null, expiresAt: null, userId: null });

let refreshing: Promise<void> | null = null;

/** One refresh at a time: a second concurrent one would present the cookie the first rotated. */
function refreshOnce(): Promise<void> {
  refreshing ??= sessionClient
    .request(OpsRefreshSessionDocument)
    .then(({ refreshSession }) => signedIn(refreshSession), signedOut)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

let restored: Promise<void> | null = null;

/** On load: the refresh cookie, if any, brings the session back. */
export function restoreSession(): Promise<void> {
  restored ??= refreshOnce();
  return restored;
}

export async function signIn(email: string, password: string): Promise<void> {
  const { signInWithEmail } = await sessionClient.request(OpsSignInDocument, { email, password });
  restored = Promise.resolve();
  signedIn(signInWithEmail);
}

export async function signOut(): Promise<void> {
  const { accessToken } = sessionStore.getState();
  await sessionClient
    .request({
      document: OpsSignOutDocument,
      requestHeaders: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    })
    .finally(signedOut);
}

/** The bearer header of a console call, refreshing a token about to end first. */
export async function bearerHeader(): Promise<Record<string, string>> {
  const { accessToken, expiresAt } = sessionStore.getState();
  if (accessToken && expiresAt !== null && expiresAt - Date.now() < REFRESH_MARGIN_MS)
    await refreshOnce();
  const token = sessionStore.getState().accessToken;
  return token ? { authorization: `Bearer ${token}` } : {};
}

export const useSessionStatus = () => useStore(sessionStore, (state) => state.status);
