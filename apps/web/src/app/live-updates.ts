// One live connection per page and per browser (issue 26 Build 3): the page's hooks and dialogs that
// subscribe get views of one subscription client for the signed-in player (@levelup/api
// subscription-pool), whose tabs in this browser share one connection (@levelup/api subscriptions).
import { createSubscriptionPool } from '@levelup/api/subscription-pool';
import { createSubscriptionClient, type SubscriptionClient } from '@levelup/api/subscriptions';
import { env } from '#env.ts';
import type { SessionController } from './session/session-controller.ts';

const pools = new WeakMap<SessionController, (playerId: string) => SubscriptionClient>();

/** A view of the page's live client for `playerId`; its dispose ends only its own subscriptions. */
export function openLiveUpdates(session: SessionController, playerId: string): SubscriptionClient {
  let pool = pools.get(session);
  if (!pool) {
    pool = createSubscriptionPool((id) =>
      createSubscriptionClient({
        url: env.apiUrl,
        getAccessToken: () => session.store.getState().accessToken,
        onUnauthenticated: session.refreshAccessToken,
        playerId: id,
      }),
    );
    pools.set(session, pool);
  }
  return pool(playerId);
}
