// One live connection per page and per browser (issue 26 Build 3): the page's live hooks and the
// checkout get views of one subscription client for the signed-in partner player (@levelup/api
// subscription-pool), whose tabs in this browser share one connection (@levelup/api subscriptions).
// Loaded with the first subscription, not with the page.
import { createSubscriptionPool } from '@levelup/api/subscription-pool';
import { createSubscriptionClient, type SubscriptionClient } from '@levelup/api/subscriptions';
import { env } from '#env.ts';
import { partnerAppSession } from './api-client.ts';

const pool = createSubscriptionPool((playerId) =>
  createSubscriptionClient({
    url: env.apiUrl,
    getAccessToken: () => partnerAppSession.store.getState().accessToken,
    onUnauthenticated: () => partnerAppSession.restore(),
    playerId,
  }),
);

/** A view of the page's live client for `playerId` (its dispose ends only its own subscriptions). */
export function openLiveUpdates(playerId: string): SubscriptionClient {
  return pool(playerId);
}
