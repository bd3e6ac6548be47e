// The default analytics sink (issue 14 Build 6): our own endpoint, POST /api/analytics, which writes
// the event to the server log with the signed-in player's id from the bearer token. Sent with
// keepalive so an event fired just before leaving the page still arrives; a failure is dropped.
import type { AnalyticsSink } from './analytics.ts';
import { CSRF_HEADERS } from './rest-headers.ts';

/** The server's analytics endpoint (apps/server/src/http/analytics-route.ts). */
export const ANALYTICS_PATH = '/api/analytics';

export function firstPartyAnalyticsSink(getAccessToken: () => string | null): AnalyticsSink {
  return (event) => {
    const accessToken = getAccessToken();
    void fetch(ANALYTICS_PATH, {
      method: 'POST',
      keepalive: true,
      credentials: 'include',
      headers: {
        'content-type': 'application/json',
        ...CSRF_HEADERS,
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      },
      body: JSON.stringify({ events: [event] }),
    }).catch(() => {});
  };
}
