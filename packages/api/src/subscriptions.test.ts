import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { UserNotificationChangedDocument } from './notifications.ts';
import { UserItemLogsDocument } from './progression.ts';
import { createSubscriptionClient } from './subscriptions.ts';
import type { SubscriptionClient, SubscriptionClientParameters } from './subscriptions.ts';
import { collector, startFakeLiveServer } from './testing/fake-live-server.ts';
import { createFakeBrowser } from './testing/fake-tabs.ts';

// Issue 26 Build 3: all of a client's subscriptions on one WebSocket (graphql-transport-ws), against a
// real endpoint the test drives, so it sees the token, the operations and the connections.
let server: Awaited<ReturnType<typeof startFakeLiveServer>>;
beforeAll(async () => {
  server = await startFakeLiveServer();
});
afterAll(() => server.close());

const clients: SubscriptionClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
  vi.unstubAllGlobals();
});

let opened = 0;
/** A client on the fake server; `connection(n)` is then its n-th connection since it was made. */
function client(parameters: Partial<SubscriptionClientParameters> = {}) {
  const made = createSubscriptionClient({
    url: server.url,
    getAccessToken: () => 'token-1',
    reconnectDelayMs: () => 0,
    keepAliveMs: 0,
    tabs: false,
    webSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    ...parameters,
  });
  clients.push(made);
  const base = opened;
  return { client: made, connection: (n: number) => server.connection(base + n) };
}
afterEach(() => {
  opened = server.peers.items.length;
});

const log = {
  id: '1',
  itemKey: 'BATTLE_PASS_XP',
  delta: 100,
  reason: 'ADMIN_OPS',
  battlePassId: '1',
  createdAt: '2026-11-22T10:00:00.000Z',
};

describe('the subscription client', () => {
  it('runs all its subscriptions on one connection opened with the bearer token', async () => {
    const { client: live, connection } = client();
    const logs = collector<unknown>();
    const notifications = collector<unknown>();
    live.subscribe(UserItemLogsDocument, { itemKey: 'BATTLE_PASS_XP' }, { next: logs.push });
    live.subscribe(UserNotificationChangedDocument, {}, { next: notifications.push });
    const peer = await connection(1);
    expect(peer.request.url).toBe('/graphql/ws');
    expect(await peer.nth('connection_init', 1)).toEqual({
      type: 'connection_init',
      payload: { authorization: 'Bearer token-1' },
    });
    peer.ack();
    const first = await peer.nth('subscribe', 1);
    const second = await peer.nth('subscribe', 2);
    expect(first.payload?.['query']).toContain('subscription UserItemLogs');
    expect(first.payload?.['variables']).toEqual({ itemKey: 'BATTLE_PASS_XP' });
    expect(first.payload?.['extensions']).toEqual({ authorization: 'Bearer token-1' });
    expect(second.payload?.['query']).toContain('subscription UserNotificationChanged');

    peer.next(second.id!, { data: { userNotificationChanged: { id: 'n1' } } });
    peer.next(first.id!, { data: { userItemLogs: log } });
    expect(await logs.until(1)).toEqual({ userItemLogs: log });
    expect(await notifications.until(1)).toEqual({ userNotificationChanged: { id: 'n1' } });
    expect(server.peers.items).toHaveLength(opened + 1);
  });

  it('reconnects with the current token when the connection breaks, and says so', async () => {
    let token = 'old';
    const { client: live, connection } = client({ getAccessToken: () => token });
    const events = collector<unknown>();
    const connects = collector<boolean>();
    live.subscribe(
      UserNotificationChangedDocument,
      {},
      { next: events.push, connected: connects.push },
    );
    const first = await connection(1);
    first.ack();
    await connects.until(1);
    token = 'new';
    first.close(1011);
    const second = await connection(2);
    expect((await second.nth('connection_init', 1)).payload).toEqual({
      authorization: 'Bearer new',
    });
    second.ack();
    const again = await second.nth('subscribe', 1);
    second.next(again.id!, { data: { userNotificationChanged: { id: 'n1' } } });
    await events.until(1);
    // The second start says so: events of the gap may be missing.
    expect(connects.items).toEqual([false, true]);
  });

  it('refreshes the session on an unauthenticated answer, then subscribes again with the fresh token', async () => {
    let token = 'expired';
    let refreshed = 0;
    const errors = collector<unknown>();
    const { client: live, connection } = client({
      getAccessToken: () => token,
      onUnauthenticated: async () => {
        refreshed += 1;
        token = 'fresh';
      },
    });
    live.subscribe(
      UserNotificationChangedDocument,
      {},
      { next: () => undefined, error: errors.push },
    );
    const peer = await connection(1);
    peer.ack();
    const first = await peer.nth('subscribe', 1);
    expect(first.payload?.['extensions']).toEqual({ authorization: 'Bearer expired' });
    peer.next(first.id!, {
      errors: [{ message: 'Sign in first', extensions: { code: 'unauthenticated' } }],
    });
    // The token travels with each subscription: no new connection is needed.
    const second = await peer.nth('subscribe', 2);
    expect(refreshed).toBe(1);
    expect(errors.items).toHaveLength(1);
    expect(second.payload?.['extensions']).toEqual({ authorization: 'Bearer fresh' });
    expect(server.peers.items).toHaveLength(opened + 1);
  });

  it('refreshes once for all the subscriptions refused meanwhile', async () => {
    let token = 'expired';
    let refreshed = 0;
    let finishRefresh: () => void = () => undefined;
    const { client: live, connection } = client({
      getAccessToken: () => token,
      onUnauthenticated: () => {
        refreshed += 1;
        return new Promise<void>((resolve) => (finishRefresh = resolve)).then(() => {
          token = 'fresh';
        });
      },
    });
    live.subscribe(UserItemLogsDocument, {}, { next: () => undefined });
    live.subscribe(UserNotificationChangedDocument, {}, { next: () => undefined });
    const peer = await connection(1);
    peer.ack();
    const refused = {
      errors: [{ message: 'Sign in first', extensions: { code: 'unauthenticated' } }],
    };
    peer.next((await peer.nth('subscribe', 1)).id!, refused);
    peer.next((await peer.nth('subscribe', 2)).id!, refused);
    await peer.nth('complete', 2);
    finishRefresh();
    const again = [await peer.nth('subscribe', 3), await peer.nth('subscribe', 4)];
    expect(refreshed).toBe(1);
    expect(again.map((message) => message.payload?.['extensions'])).toEqual([
      { authorization: 'Bearer fresh' },
      { authorization: 'Bearer fresh' },
    ]);
  });

  it('refreshes the session when the server refuses the token (4403), then reconnects', async () => {
    let token = 'forged';
    const { client: live, connection } = client({
      getAccessToken: () => token,
      onUnauthenticated: async () => {
        token = 'fresh';
      },
    });
    live.subscribe(UserNotificationChangedDocument, {}, { next: () => undefined });
    const first = await connection(1);
    await first.nth('connection_init', 1);
    first.close(4403);
    const second = await connection(2);
    expect((await second.nth('connection_init', 1)).payload).toEqual({
      authorization: 'Bearer fresh',
    });
  });

  it('subscribes again on the same connection when the server ends a subscription', async () => {
    const { client: live, connection } = client();
    const connects = collector<boolean>();
    live.subscribe(
      UserNotificationChangedDocument,
      {},
      { next: () => undefined, connected: connects.push },
    );
    const peer = await connection(1);
    peer.ack();
    const first = await peer.nth('subscribe', 1);
    peer.send({ type: 'complete', id: first.id });
    const second = await peer.nth('subscribe', 2);
    expect(second.id).not.toBe(first.id);
    await connects.until(2);
    expect(connects.items).toEqual([false, true]);
  });

  it("with a player, uses no connection the server says is another player's", async () => {
    const { client: live, connection } = client({ playerId: 'player-1' });
    const events = collector<unknown>();
    live.subscribe(UserNotificationChangedDocument, {}, { next: events.push });
    const other = await connection(1);
    other.ack({ viewerId: 'player-2' });
    expect(await other.closed).toBe(4000);
    expect(other.sent.items.map((message) => message.type)).toEqual(['connection_init']);
    const own = await connection(2);
    own.ack({ viewerId: 'player-1' });
    const subscribe = await own.nth('subscribe', 1);
    own.next(subscribe.id!, { data: { userNotificationChanged: { id: 'n1' } } });
    expect(await events.until(1)).toEqual({ userNotificationChanged: { id: 'n1' } });
  });

  it('ends a subscription with complete, closes the connection after the last, and stops for good', async () => {
    const { client: live, connection } = client({ getAccessToken: () => null });
    const stopLogs = live.subscribe(UserItemLogsDocument, {}, { next: () => undefined });
    const stopNotifications = live.subscribe(
      UserNotificationChangedDocument,
      {},
      { next: () => undefined },
    );
    const peer = await connection(1);
    expect((await peer.nth('connection_init', 1)).payload).toEqual({});
    peer.ack({ viewerId: null });
    const logs = await peer.nth('subscribe', 1);
    await peer.nth('subscribe', 2);
    stopLogs();
    expect(await peer.nth('complete', 1)).toEqual({ type: 'complete', id: logs.id });
    stopNotifications();
    expect(await peer.closed).toBe(1000);
    live.dispose();
    expect(live.subscribe(UserItemLogsDocument, {}, { next: () => undefined })).toBeTypeOf(
      'function',
    );
    expect(server.peers.items).toHaveLength(opened + 1);
  });
});

describe('the tabs of one browser', () => {
  it('share one connection for a player: the other tab’s events come back to it', async () => {
    const browser = createFakeBrowser();
    const [first, second] = [browser.tab(), browser.tab()];
    const leading = client({ playerId: 'player-1', tabs: first });
    const following = createSubscriptionClient({
      url: server.url,
      getAccessToken: () => 'token-2',
      playerId: 'player-1',
      tabs: second,
      keepAliveMs: 0,
      webSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    });
    clients.push(following);
    const own = collector<unknown>();
    const relayed = collector<unknown>();
    leading.client.subscribe(UserItemLogsDocument, {}, { next: own.push });
    following.subscribe(UserNotificationChangedDocument, {}, { next: relayed.push });
    const peer = await leading.connection(1);
    expect((await peer.nth('connection_init', 1)).payload).toEqual({
      authorization: 'Bearer token-1',
    });
    peer.ack({ viewerId: 'player-1' });
    const subscribes = [await peer.nth('subscribe', 1), await peer.nth('subscribe', 2)];
    const notifications = subscribes.find((message) =>
      String(message.payload?.['query']).includes('UserNotificationChanged'),
    )!;
    peer.next(notifications.id!, { data: { userNotificationChanged: { id: 'n1' } } });
    expect(await relayed.until(1)).toEqual({ userNotificationChanged: { id: 'n1' } });
    expect(own.items).toEqual([]);
    expect(server.peers.items).toHaveLength(opened + 1);
  });

  it('keep a connection each where the browser lacks Web Locks', async () => {
    vi.stubGlobal('navigator', {});
    const first = client({ playerId: 'player-1', tabs: undefined });
    const second = client({ playerId: 'player-1', tabs: undefined });
    first.client.subscribe(UserItemLogsDocument, {}, { next: () => undefined });
    second.client.subscribe(UserItemLogsDocument, {}, { next: () => undefined });
    await server.connection(opened + 2);
    expect(server.peers.items).toHaveLength(opened + 2);
  });
});
