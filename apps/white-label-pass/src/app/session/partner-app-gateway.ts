import type { ApiClient } from '@levelup/api/client';
import { MeDocument, RefreshSessionDocument } from '@levelup/api/accounts';
import type { PartnerAppSessionGateway } from './partner-app-session.ts';

/** The session's account calls over a client that adds no token of its own. */
export function createPartnerAppGateway(client: ApiClient): PartnerAppSessionGateway {
  return {
    async refreshSession() {
      const { refreshSession } = await client.request(RefreshSessionDocument);
      return { accessToken: refreshSession.accessToken, user: refreshSession.user };
    },
    async fetchMe(accessToken) {
      const { me } = await client.request({
        document: MeDocument,
        requestHeaders: { authorization: `Bearer ${accessToken}` },
      });
      return me ?? null;
    },
  };
}
