// The white-label app's own small session module (the web app's lives in apps/web, and apps never
// import each other; packages/ui has no API access). Like the web app it keeps the access token in
// memory, sends it as a bearer token, and restores the session from the httpOnly refresh cookie on
// load (spec 2 §4 Auth: loading, then authenticated or not).
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';

/** The signed-in player, as far as this app shows it. */
export type PartnerAppUser = {
  id: string;
  username?: string | null;
  /** spec 2 §3 User: the profile picture; the season's default avatar shows without one. */
  profilePicPath?: string | null;
};

export type PartnerAppSessionState = {
  status: 'loading' | 'signedIn' | 'signedOut';
  accessToken: string | null;
  user: PartnerAppUser | null;
};

/** The account calls the session makes. */
export type PartnerAppSessionGateway = {
  /** A fresh access token from the refresh cookie; rejects without a session. */
  refreshSession: () => Promise<{ accessToken: string; user: PartnerAppUser }>;
  fetchMe: (accessToken: string) => Promise<PartnerAppUser | null>;
};

export type PartnerAppSession = {
  store: StoreApi<PartnerAppSessionState>;
  restore: () => Promise<void>;
  /** Holds the session a sign-in answered with; rejects when the token names no player. */
  startWithToken: (accessToken: string) => Promise<void>;
  /** Reads the signed-in player again (after a card or crypto purchase, spec 1 §4); never rejects. */
  refetchUser: () => Promise<void>;
};

export function createPartnerAppSession(gateway: PartnerAppSessionGateway): PartnerAppSession {
  const store = createStore<PartnerAppSessionState>()(() => ({
    status: 'loading',
    accessToken: null,
    user: null,
  }));
  return {
    store,
    async restore() {
      try {
        const { accessToken, user } = await gateway.refreshSession();
        store.setState({ status: 'signedIn', accessToken, user });
      } catch {
        store.setState({ status: 'signedOut', accessToken: null, user: null });
      }
    },
    async startWithToken(accessToken) {
      const user = await gateway.fetchMe(accessToken);
      if (!user) throw new Error('The new session has no player.');
      store.setState({ status: 'signedIn', accessToken, user });
    },
    async refetchUser() {
      const { accessToken } = store.getState();
      if (!accessToken) return;
      const user = await gateway.fetchMe(accessToken).catch(() => null);
      // A sign-out or another session meanwhile keeps its own user.
      if (user && store.getState().accessToken === accessToken) store.setState({ user });
    },
  };
}

/** Request headers with the session's bearer token, if any. */
export function bearerHeaders(state: PartnerAppSessionState): Record<string, string> {
  return state.accessToken ? { authorization: `Bearer ${state.accessToken}` } : {};
}
