import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from './client.ts';
import { apiError, apiErrorCode, apiErrorMessage } from './errors.ts';
import { BattlePassPageDocument, battlePassPageQueryOptions } from './battle-pass.ts';
import { shopItemsQueryOptions, SHOP_CACHE_MS } from './shop.ts';

// A real HTTP endpoint that answers like the GraphQL server, to check what the SDK sends and reads.
let server: Server;
let url: string;
const received: Array<{ query: string; variables: unknown; csrf: string | undefined }> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const parsed = JSON.parse(body) as { query: string; variables: Record<string, unknown> };
      const csrf = request.headers['x-graphql-csrf'];
      received.push({ ...parsed, csrf: typeof csrf === 'string' ? csrf : undefined });
      response.setHeader('content-type', 'application/json');
      response.setHeader('x-request-id', 'header-id');
      if (parsed.variables['key'] === 'overloaded') {
        response.end(
          JSON.stringify({
            data: null,
            errors: [{ message: 'Busy', extensions: { code: 'server-overloaded' } }],
          }),
        );
        return;
      }
      if (parsed.variables['key'] === 'missing') {
        response.end(
          JSON.stringify({
            data: null,
            errors: [
              {
                message: 'Unknown battle pass season "missing"',
                extensions: { code: 'invalid-input', requestId: 'req-1' },
              },
            ],
          }),
        );
        return;
      }
      response.end(
        JSON.stringify({ data: { battlePass: { id: '1', key: parsed.variables['key'] } } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the generated SDK', () => {
  it('sends the battle pass page document with its variables in one request', async () => {
    const queryClient = new QueryClient();
    const data = await queryClient.fetchQuery(
      battlePassPageQueryOptions(createApiClient({ url }), { group: 'allypass', key: 's1' }),
    );
    expect(data.battlePass.key).toBe('s1');
    const last = received.at(-1);
    expect(last?.variables).toEqual({ group: 'allypass', key: 's1' });
    expect(last?.query).toContain('query BattlePassPage');
    expect(last?.query).toContain('premiumRewards');
    // The server's CSRF check (apps/server src/http/csrf.ts) needs this header on every request.
    expect(last?.csrf).toBe('1');
  });

  it('exposes the extension code and message of a GraphQL error', async () => {
    const client = createApiClient({ url });
    const error = await client
      .request(BattlePassPageDocument, { group: 'allypass', key: 'missing' })
      .catch((e: unknown) => e);
    expect(apiErrorCode(error)).toBe('invalid-input');
    expect(apiErrorMessage(error)).toBe('Unknown battle pass season "missing"');
    expect(apiErrorCode(new Error('network'))).toBeNull();
  });

  it('carries the request id of a GraphQL error: its extension, else the x-request-id header', async () => {
    const client = createApiClient({ url });
    const missing = await client
      .request(BattlePassPageDocument, { group: 'allypass', key: 'missing' })
      .catch((e: unknown) => e);
    expect(apiError(missing)).toEqual({
      code: 'invalid-input',
      message: 'Unknown battle pass season "missing"',
      requestId: 'req-1',
      retryAfterSeconds: null,
      captchaRequired: false,
    });
    const overloaded = await client
      .request(BattlePassPageDocument, { group: 'allypass', key: 'overloaded' })
      .catch((e: unknown) => e);
    expect(apiError(overloaded)?.requestId).toBe('header-id');
    expect(apiError(new Error('network'))).toBeNull();
  });

  it('hands every failed call to onError before the caller sees it', async () => {
    const seen: Error[] = [];
    const client = createApiClient({ url, onError: (error) => seen.push(error) });
    await client.request(BattlePassPageDocument, { group: 'allypass', key: 's1' });
    const error = await client
      .request(BattlePassPageDocument, { group: 'allypass', key: 'overloaded' })
      .catch((e: unknown) => e);
    expect(seen).toEqual([error]);
    expect(apiErrorCode(seen[0])).toBe('server-overloaded');
  });
});

describe('query keys', () => {
  it('are stable for the same shop item keys in any order and cached 300 s (spec 1 §9)', () => {
    const client = createApiClient({ url: 'http://localhost/graphql' });
    const a = shopItemsQueryOptions(client, { keys: ['B', 'A'], premiumPassKey: 'P' });
    const b = shopItemsQueryOptions(client, { keys: ['A', 'B'], premiumPassKey: 'P' });
    expect(a.queryKey).toEqual(b.queryKey);
    expect(a.staleTime).toBe(SHOP_CACHE_MS);
    expect(SHOP_CACHE_MS).toBe(300_000);
  });
});
