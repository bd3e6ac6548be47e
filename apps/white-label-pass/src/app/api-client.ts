import { createApiClient } from '@levelup/api/client';
import { env } from '#env.ts';
import { errorHandling } from './api-errors.ts';
import { createPartnerAppGateway } from './session/partner-app-gateway.ts';
import { bearerHeaders, createPartnerAppSession } from './session/partner-app-session.ts';

/** The player's session in this app, held after the partner sign-in (spec 1 §4 Partner-site auth). */
export const partnerAppSession = createPartnerAppSession(
  createPartnerAppGateway(createApiClient({ url: env.apiUrl })),
);

/**
 * The one GraphQL client of the app; it carries the session's bearer token once there is one (but not
 * to the season's answers, which are the same for everyone), and opens the spec 2 §8 alert modal of a
 * failed call.
 */
export const api = createApiClient({
  url: env.apiUrl,
  onError: errorHandling.onApiError,
  fetch: (input, init) => {
    const headers = new Headers(init?.headers);
    for (const [name, value] of Object.entries(bearerHeaders(partnerAppSession.store.getState())))
      headers.set(name, value);
    return fetch(input, { ...init, headers });
  },
  // Issue 28 Build 2: the season, the same for every player, goes without the token (publicClient).
  publicFetch: (input, init) => fetch(input, init),
});
