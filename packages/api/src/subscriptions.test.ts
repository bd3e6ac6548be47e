import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UserNotificationChangedDocument } from './notifications.ts';
import { UserItemLogsDocument } from './progression.ts';
import { createSubscriptionClient } from './subscriptions.ts';
import type { SubscriptionClient } from './subscriptions.ts';

// A real HTTP endpoint speaking GraphQL over SSE (distinct connections mode) the way graphql-yoga
// does, so the test sees the headers the client sends and can break and end streams.
type Connection = {
  headers: Record<string, string | string[] | undefined>;
  body: { query: string; variables?: Record<string, unknown> };
  response: ServerResponse;
};
let server: Server;
let url: string;
let connections: Connection[] = [];
const waiters: Array<() => void> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'text/event-stream', connection: 'keep-alive' });
      response.write(':\n\n');
      connections.push({
        headers: request.headers,
        body: JSON.parse(body) as Connection['body'],
        response,
      });
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

let client: SubscriptionClient | undefined;
afterEach(() => {
  client?.dispose();
  for (const { response } of connections) response.end();
  connections = [];
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

async function connection(count: number): Promise<Connection> {
  while (connections.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
  return connections[count - 1]!;
}

const send = (response: ServerResponse, payload: unknown) =>
  response.write(`event: next\ndata: ${JSON.stringify(payload)}\n\n`);

function collector<T>() {
  const items: T[] = [];
  let wake: (() => void) | null = null;
  return {
    items,
    push: (item: T) => {
      items.push(item);
      wake?.();
    },
    async until(count: number) {
      while (items.length < count) await new Promise<void>((resolve) => (wake = resolve));
    },
  };
}

describe('the subscription client', () => {
  it('sends the bearer token, the CSRF header and the operation, and delivers each event', async () => {
    client = createSubscriptionClient({
      url,
      getAccessToken: () => 'token-1',
      reconnectDelayMs: () => 0,
    });
    const logs = collector<unknown>();
    client.subscribe(UserItemLogsDocument, { itemKey: 'BATTLE_PASS_XP' }, { next: logs.push });
    const first = await connection(1);
    expect(first.headers['authorization']).toBe('Bearer token-1');
    expect(first.headers['x-graphql-csrf']).toBe('1');
    expect(first.headers['accept']).toBe('text/event-stream');
    expect(first.body.query).toContain('subscription UserItemLogs');
    expect(first.body.variables).toEqual({ itemKey: 'BATTLE_PASS_XP' });
    const log = {
      id: '1',
      itemKey: 'BATTLE_PASS_XP',
      delta: 100,
      reason: 'ADMIN_OPS',
      battlePassId: '1',
      createdAt: '2026-11-22T10:00:00.000Z',
    };
    send(first.response, { data: { userItemLogs: log } });
    await logs.until(1);
    expect(logs.items).toEqual([{ userItemLogs: log }]);
  });

  it('reconnects with the current token when the server ends the stream', async () => {
    let token = 'old';
    client = createSubscriptionClient({
      url,
      getAccessToken: () => token,
      reconnectDelayMs: () => 0,
    });
    const events = collector<unknown>();
    const connects = collector<boolean>();
    client.subscribe(
      UserNotificationChangedDocument,
      {},
      { next: events.push, connected: connects.push },
    );
    const first = await connection(1);
    await connects.until(1);
    token = 'new';
    first.response.end();
    const second = await connection(2);
    expect(second.headers['authorization']).toBe('Bearer new');
    send(second.response, { data: { userNotificationChanged: { id: 'n1' } } });
    await events.until(1);
    expect(events.items).toHaveLength(1);
    // The second connection says so: events of the gap may be missing.
    expect(connects.items).toEqual([false, true]);
  });

  it('refreshes the session on an unauthenticated error, then subscribes again', async () => {
    let token = 'expired';
    let refreshed = 0;
    const errors = collector<unknown>();
    client = createSubscriptionClient({
      url,
      getAccessToken: () => token,
      onUnauthenticated: async () => {
        refreshed += 1;
        token = 'fresh';
      },
      reconnectDelayMs: () => 0,
    });
    client.subscribe(
      UserNotificationChangedDocument,
      {},
      { next: () => undefined, error: errors.push },
    );
    const first = await connection(1);
    send(first.response, {
      errors: [{ message: 'Sign in first', extensions: { code: 'unauthenticated' } }],
    });
    const second = await connection(2);
    expect(refreshed).toBe(1);
    expect(errors.items).toHaveLength(1);
    expect(second.headers['authorization']).toBe('Bearer fresh');
  });

  it('stops for good once unsubscribed', async () => {
    client = createSubscriptionClient({
      url,
      getAccessToken: () => null,
      reconnectDelayMs: () => 0,
    });
    const events = collector<unknown>();
    const unsubscribe = client.subscribe(
      UserNotificationChangedDocument,
      {},
      { next: events.push },
    );
    const first = await connection(1);
    expect(first.headers['authorization']).toBeUndefined();
    unsubscribe();
    await new Promise((resolve) => first.response.once('close', resolve));
    expect(connections).toHaveLength(1);
  });
});
