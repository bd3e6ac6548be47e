import { GraphQLClient } from 'graphql-request';

export type ApiClientParameters = {
  /** Absolute or same-origin URL of the GraphQL endpoint, e.g. `/graphql`. */
  url: string;
  /** Extra headers on every request (the captcha header, for example). */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
};

export type ApiClient = GraphQLClient;

/** A GraphQL client for the platform API; cookies travel with same-origin requests. */
export function createApiClient({ url, headers, fetch: customFetch }: ApiClientParameters): ApiClient {
  const absolute = url.startsWith('http') ? url : new URL(url, globalThis.location?.origin ?? 'http://localhost').toString();
  return new GraphQLClient(absolute, {
    headers,
    credentials: 'include',
    ...(customFetch ? { fetch: customFetch } : {}),
  });
}
