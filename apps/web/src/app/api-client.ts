// The app's GraphQL clients and its session (spec 2 §4 Auth), wired once.
import { createApiClient } from '@levelup/api/client';
import { env } from '#env.ts';
import { setAnalyticsSink } from '#shared/analytics.ts';
import { errorHandling } from './api-errors.ts';
import { queryClient } from './query-client.ts';
import { createAccountsGateway } from './session/accounts-gateway.ts';
import { cacheSessionUser } from './session/cached-user.ts';
import { createSessionController } from './session/session-controller.ts';
import { createSessionFetch } from './session/session-fetch.ts';
import { createSessionStore } from './session/session-store.ts';
import { walletSignOutStep } from './session/wallet-sign-out.ts';

// Session calls (refresh, sign-out, me) go through a client that never refreshes on its own.
const sessionApi = createApiClient({ url: env.apiUrl });

/** The signed-in player's session: restored on load, refreshed when the access token expires. */
export const session = createSessionController({
  store: createSessionStore(),
  gateway: createAccountsGateway(sessionApi),
  queryClient,
  // spec 1 §4: after session start the player is identified for analytics (again only after 24 h).
  // Loaded then, not with the first page.
  onSessionStart: (user, { isNewUser }) =>
    void import('#shared/analytics-identify.ts').then(({ identifyForAnalytics }) =>
      identifyForAnalytics({
        userId: user.id,
        properties: { userId: user.id, isNewUser, hasPassword: user.hasPassword },
      }),
    ),
});

// spec 2 §3: the cached user follows the session (the header shows it while a session is restored).
cacheSessionUser(session.store);

// The default analytics sink: our own endpoint, which logs (a deployment may plug in another). Its
// code loads with the first event.
setAnalyticsSink((event) => {
  void import('#shared/analytics-sink.ts').then(({ firstPartyAnalyticsSink }) =>
    firstPartyAnalyticsSink(() => session.store.getState().accessToken)(event),
  );
});

// spec 1 §2 Log Out also disconnects any connected wallet.
session.registerSignOutStep(walletSignOutStep);

/**
 * The one GraphQL client of the app: bearer token on (but on the season's answers, which are the same for
 * everyone), one refresh-and-retry on unauthenticated, and the spec 2 §8 alert modal of a failed call
 * opened here.
 */
export const api = createApiClient({
  url: env.apiUrl,
  onError: errorHandling.onApiError,
  fetch: createSessionFetch({
    getAccessToken: () => session.store.getState().accessToken,
    refreshAccessToken: session.refreshAccessToken,
  }),
  // Issue 28 Build 2: the season, the same for every player, goes without the token (publicClient).
  publicFetch: (input, init) => fetch(input, init),
});
