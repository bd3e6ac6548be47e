// The session's account calls (refreshSession, me, user by id, signOut) over a client that never refreshes on its
// own; the access token is passed explicitly. Refreshes of every tab of the browser take turns through
// a Web Lock, so a tab's refresh carries the cookie the previous one set (issue 10 fault 4; the
// server's grace window covers browsers without Web Locks).
import type { ApiClient } from '@levelup/api/client';
import {
  MeDocument,
  RefreshSessionDocument,
  SignOutDocument,
  UserByIdDocument,
} from '@levelup/api/accounts';
import type { AccountsGateway } from './session-controller.ts';

/** The Web Lock every tab's refresh takes. */
export const REFRESH_LOCK = 'levelup-refresh-session';

/** Runs `work` while holding the browser-wide refresh lock, or at once without Web Locks. */
function inRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks as LockManager | undefined;
  // The lock's promise settles with the callback's own result (the DOM typing nests the promise).
  return locks ? (locks.request(REFRESH_LOCK, work) as unknown as Promise<T>) : work();
}

const bearer = (accessToken: string | null): Record<string, string> =>
  accessToken ? { authorization: `Bearer ${accessToken}` } : {};

export function createAccountsGateway(client: ApiClient): AccountsGateway {
  return {
    async refreshSession() {
      const { refreshSession } = await inRefreshLock(() => client.request(RefreshSessionDocument));
      return refreshSession;
    },
    async fetchMe(accessToken) {
      const { me } = await client.request({
        document: MeDocument,
        requestHeaders: bearer(accessToken),
      });
      return me ?? null;
    },
    async fetchUser(accessToken, id) {
      const { user } = await client.request({
        document: UserByIdDocument,
        variables: { id },
        requestHeaders: bearer(accessToken),
      });
      return user ?? null;
    },
    async signOut(accessToken) {
      await client.request({ document: SignOutDocument, requestHeaders: bearer(accessToken) });
    },
  };
}
