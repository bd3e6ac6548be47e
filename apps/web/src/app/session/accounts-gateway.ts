// The session's account calls (refreshSession, me, signOut) over a client that never refreshes on its
// own; the access token is passed explicitly.
import type { ApiClient } from '@levelup/api/client';
import { MeDocument, RefreshSessionDocument, SignOutDocument } from '@levelup/api/accounts';
import type { AccountsGateway } from './session-controller.ts';

const bearer = (accessToken: string | null): Record<string, string> =>
  accessToken ? { authorization: `Bearer ${accessToken}` } : {};

export function createAccountsGateway(client: ApiClient): AccountsGateway {
  return {
    async refreshSession() {
      const { refreshSession } = await client.request(RefreshSessionDocument);
      return refreshSession;
    },
    async fetchMe(accessToken) {
      const { me } = await client.request({
        document: MeDocument,
        requestHeaders: bearer(accessToken),
      });
      return me ?? null;
    },
    async signOut(accessToken) {
      await client.request({ document: SignOutDocument, requestHeaders: bearer(accessToken) });
    },
  };
}
