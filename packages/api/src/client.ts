import { GraphQLClient } from 'graphql-request';
import { withOverloadRetry, type OverloadRetryOptions } from './overload-retry.ts';

/** The CSRF header the server requires on GraphQL requests that skip a CORS preflight and on REST writes. */
export const CSRF_HEADER = 'x-graphql-csrf';

export type ApiClientParameters = {
  /** Absolute or same-origin URL of the GraphQL endpoint, e.g. `/graphql`. */
  url: string;
  /** Extra headers on every request (the captcha header, for example). */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
  /**
   * How a shed call (503 server-overloaded) is retried before it fails (issue 26, overload-retry.ts);
   * the defaults unless told (tests pass a clock).
   */
  overloadRetry?: OverloadRetryOptions;
  /**
   * Sees every failed call (a GraphQL error or a network error) before the caller does: the apps open
   * the spec 2 §8 modals here, in one place for every query and mutation. A shed call reaches it only
   * once its retries ran out.
   */
  onError?: (error: Error) => void;
  /**
   * The fetch for answers that are the same for everyone (the season: publicClient below), without the
   * player's token; unset, they go through `fetch` like every other call.
   */
  publicFetch?: typeof fetch;
};

export type ApiClient = GraphQLClient;

/** Each client's twin for answers that are the same for everyone (createApiClient's publicFetch). */
const publicClients = new WeakMap<ApiClient, ApiClient>();

/**
 * The client to ask for what is the same for every player (the season, issue 28 Build 2): sent without
 * the player's token, so the server answers it from its visitor cache, replayed and Brotli-compressed,
 * instead of building it again for each player. The client itself when it has no twin.
 */
export function publicClient(client: ApiClient): ApiClient {
  return publicClients.get(client) ?? client;
}

/** A GraphQL client for the platform API; cookies travel with same-origin requests. */
export function createApiClient({
  url,
  headers,
  fetch: customFetch,
  overloadRetry,
  onError,
  publicFetch,
}: ApiClientParameters): ApiClient {
  const client = graphQLClient({ url, headers, fetch: customFetch, overloadRetry, onError });
  if (publicFetch)
    publicClients.set(
      client,
      graphQLClient({ url, headers, fetch: publicFetch, overloadRetry, onError }),
    );
  return client;
}

function graphQLClient({
  url,
  headers,
  fetch: customFetch,
  overloadRetry,
  onError,
}: Omit<ApiClientParameters, 'publicFetch'>): ApiClient {
  const absolute = url.startsWith('http')
    ? url
    : new URL(url, globalThis.location?.origin ?? 'http://localhost').toString();
  return new GraphQLClient(absolute, {
    headers: { [CSRF_HEADER]: '1', ...headers },
    credentials: 'include',
    // The documents are text with one operation (codegen.ts): the server finds the operation itself,
    // and the browser needs no GraphQL parser to name it (graphql-in-the-browser.ts).
    excludeOperationName: true,
    // Issue 26: a shed call is sent again within a bounded time before anyone sees it fail.
    fetch: withOverloadRetry(customFetch, overloadRetry),
    ...(onError
      ? {
          responseMiddleware: (response: unknown) => {
            if (response instanceof Error) onError(response);
          },
        }
      : {}),
  });
}
