// A client that behaves like one browser: it keeps the refresh cookie the server sets (path /graphql),
// sends the access token as a bearer, the CSRF header, and its own client IP (X-Forwarded-For; the
// test server trusts the proxy header), so tests do not share per-IP rate limits.
import { randomBytes, randomInt } from 'node:crypto';
import type { GraphQLResponse } from './test-server.ts';

export type RequestOptions = { headers?: Record<string, string>; csrf?: boolean };

export type AccountClient = {
  ip: string;
  accessToken: string | null;
  refreshCookie: string | null;
  graphql: (
    query: string,
    variables?: Record<string, unknown>,
    options?: RequestOptions,
  ) => Promise<GraphQLResponse & { headers: Headers }>;
  /** A REST request with the same identity (bearer, IP, CSRF header). */
  fetch: (path: string, init?: RequestInit & { csrf?: boolean }) => Promise<Response>;
};

export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(4).toString('hex')}@example.test`;
}

export function createAccountClient(url: string, { ip = randomIp() } = {}): AccountClient {
  const client: AccountClient = {
    ip,
    accessToken: null,
    refreshCookie: null,
    async graphql(query, variables, options = {}) {
      const response = await client.fetch('/graphql', {
        method: 'POST',
        csrf: options.csrf,
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          ...options.headers,
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as GraphQLResponse['body'];
      return { status: response.status, body, headers: response.headers };
    },
    async fetch(path, { csrf = true, headers, ...init } = {}) {
      const response = await fetch(`${url}${path}`, {
        ...init,
        headers: {
          'x-forwarded-for': client.ip,
          ...(csrf ? { 'x-graphql-csrf': '1' } : {}),
          ...(client.accessToken ? { authorization: `Bearer ${client.accessToken}` } : {}),
          ...(client.refreshCookie && path.startsWith('/graphql')
            ? { cookie: `levelup_refresh=${client.refreshCookie}` }
            : {}),
          ...(headers as Record<string, string> | undefined),
        },
      });
      keepRefreshCookie(client, response.headers.getSetCookie());
      return response;
    },
  };
  return client;
}

/** Applies the /graphql refresh cookie of a response, as a browser would. */
function keepRefreshCookie(client: AccountClient, setCookies: string[]): void {
  for (const header of setCookies) {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const [name, value = ''] = pair.split('=');
    if (name !== 'levelup_refresh' || !attributes.includes('Path=/graphql')) continue;
    const expires = attributes.find((attribute) => attribute.startsWith('Expires='));
    const expired = expires ? new Date(expires.slice(8)).getTime() <= Date.now() : false;
    client.refreshCookie = value === '' || expired ? null : value;
  }
}
