// The live socket (issue 26 Build 3; src/realtime/live-socket.ts): all of a browser's subscriptions on
// one WebSocket at /graphql/ws, each delivering the signed-in player's events and nothing of anyone
// else's; the ack names the player; refused tokens, visitors, signed-out sessions, other operations,
// foreign pages and shutdown behave as the client expects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_SOCKET_PATH, MAX_SUBSCRIPTIONS, TOKEN_REFUSED } from '#realtime/live-socket.ts';
import {
  createNotification,
  eventually,
  signedInPlayer,
  type Player,
} from './support/live-events.ts';
import { connectLive } from './support/live-socket-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const notificationChanged = /* GraphQL */ `
  subscription UserNotificationChanged {
    userNotificationChanged {
      id
      notificationType
    }
  }
`;
const itemLogs = /* GraphQL */ `
  subscription UserItemLogs($itemKey: String) {
    userItemLogs(itemKey: $itemKey) {
      id
      itemKey
    }
  }
`;
const balances = /* GraphQL */ `
  subscription UserBalanceChanged {
    userBalanceChanged {
      itemKey
      amount
    }
  }
`;

let server: TestServer;
let player: Player;
let other: Player;
const events = () => server.app.services.events;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  player = await signedInPlayer(server);
  other = await signedInPlayer(server);
});
afterAll(() => server.close());

const log = (id: string, itemKey: string) => ({
  id,
  itemKey,
  delta: 10,
  reason: 'ADMIN_OPS',
  battlePassId: null,
  createdAt: '2026-11-22T10:00:00.000Z',
});

describe('the live socket', () => {
  it('is served beside the GraphQL endpoint', () => {
    expect(LIVE_SOCKET_PATH).toBe('/graphql/ws');
  });

  it('acknowledges the player and runs all their subscriptions on one connection', async () => {
    const live = connectLive(server.url, player);
    expect(await live.ack).toEqual({ viewerId: player.userId });
    const notifications = live.subscribe(notificationChanged);
    const xp = live.subscribe(itemLogs, { itemKey: 'S1_XP' });
    const balance = live.subscribe(balances);
    await eventually(() => events().openSubscriptions() === 3);

    await createNotification(server.handle.db, events(), other.userId, 'XpGain');
    const created = await createNotification(server.handle.db, events(), player.userId, 'XpGain');
    events().publish(other.userId, { kind: 'itemLog', log: log('9', 'S1_XP') });
    events().publish(player.userId, { kind: 'itemLog', log: log('1', 'GOLD') });
    events().publish(player.userId, { kind: 'itemLog', log: log('2', 'S1_XP') });
    events().publish(player.userId, {
      kind: 'balance',
      balance: { itemKey: 'GOLD', amount: 50, battlePassId: null },
    });

    expect(await notifications.next()).toEqual({
      data: { userNotificationChanged: { id: created.id, notificationType: 'XpGain' } },
    });
    expect(await xp.next()).toEqual({ data: { userItemLogs: { id: '2', itemKey: 'S1_XP' } } });
    expect(await balance.next()).toEqual({
      data: { userBalanceChanged: { itemKey: 'GOLD', amount: 50 } },
    });

    // One subscription stops, the others go on; closing the connection ends them all.
    xp.stop();
    await eventually(() => events().openSubscriptions() === 2);
    await live.close();
    await eventually(() => events().openSubscriptions() === 0);
  });

  it('acknowledges a visitor, whose subscriptions answer unauthenticated', async () => {
    const live = connectLive(server.url, null);
    expect(await live.ack).toEqual({ viewerId: null });
    const result = await live.subscribe(notificationChanged).next();
    expect(result.errors?.[0]).toMatchObject({
      message: 'Please sign in to continue.',
      extensions: { code: 'unauthenticated', requestId: expect.any(String) },
    });
    expect(events().openSubscriptions()).toBe(0);
    await live.close();
  });

  it('closes with 4403 a connection whose token is refused (the client refreshes, then reconnects)', async () => {
    const live = connectLive(server.url, { accessToken: 'not-a-token' });
    await expect(live.ack).rejects.toBe(TOKEN_REFUSED);
    expect(await live.closed).toBe(TOKEN_REFUSED);
  });

  it('checks each subscription’s token: a signed-out session starts nothing, a fresh token of the player does', async () => {
    const leaving = await signedInPlayer(server);
    const live = connectLive(server.url, leaving);
    await live.ack;
    const before = live.subscribe(notificationChanged);
    await eventually(() => events().openSubscriptions() === 1);
    const viewer = await server.app.services.sessions.viewer(leaving.accessToken);
    await server.app.services.sessions.endSession({
      refreshToken: null,
      familyId: (viewer as { familyId: string }).familyId,
      cookies: { setRefreshToken: () => undefined, clearRefreshToken: () => undefined },
    });
    // The connection's token is signed out: a subscription without a token of its own is refused.
    const refused = await live.subscribe(itemLogs, {}).next();
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'unauthenticated' });
    // The player signs in again: the new token, sent with the subscription, serves on this connection.
    const { accessToken } = await server.app.services.sessions.startSession({
      userId: leaving.userId,
      isNewUser: false,
      cookies: { setRefreshToken: () => undefined, clearRefreshToken: () => undefined },
    });
    const fresh = live.subscribe(itemLogs, {}, { accessToken });
    await eventually(() => events().openSubscriptions() === 2);
    events().publish(leaving.userId, { kind: 'itemLog', log: log('7', 'GOLD') });
    expect(await fresh.next()).toEqual({ data: { userItemLogs: { id: '7', itemKey: 'GOLD' } } });
    before.stop();
    fresh.stop();
    await live.close();
    await eventually(() => events().openSubscriptions() === 0);
  });

  it('refuses a token of another player than the connection’s', async () => {
    const live = connectLive(server.url, player);
    await live.ack;
    const result = await live.subscribe(notificationChanged, {}, other).next();
    expect(result.errors?.[0]).toMatchObject({
      message: 'This connection belongs to another player.',
      extensions: { code: 'unauthenticated' },
    });
    expect(events().openSubscriptions()).toBe(0);
    await live.close();
  });

  it('serves subscriptions only, with coded errors for anything else', async () => {
    const live = connectLive(server.url, player);
    await live.ack;
    const query = await live.subscribe('{ __typename }').next();
    expect(query.errors?.[0]).toMatchObject({
      message: 'Only subscriptions are served here.',
      extensions: { code: 'invalid-input' },
    });
    const broken = await live.subscribe('subscription {').next();
    expect(broken.errors?.[0]?.extensions).toMatchObject({ code: 'GRAPHQL_PARSE_FAILED' });
    const unknown = await live.subscribe('subscription { nothingHere }').next();
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED' });
    await live.close();
  });

  it(`refuses more than ${MAX_SUBSCRIPTIONS} subscriptions on one connection`, async () => {
    const live = connectLive(server.url, player);
    await live.ack;
    const many = Array.from({ length: MAX_SUBSCRIPTIONS }, () => live.subscribe(balances));
    await eventually(() => events().openSubscriptions() === MAX_SUBSCRIPTIONS);
    const oneTooMany = await live.subscribe(balances).next();
    expect(oneTooMany.errors?.[0]).toMatchObject({
      message: 'Too many subscriptions on one connection.',
      extensions: { code: 'invalid-input' },
    });
    expect(many).toHaveLength(MAX_SUBSCRIPTIONS);
    await live.close();
    await eventually(() => events().openSubscriptions() === 0);
  });

  it('refuses a page of another site, and accepts its own and non-browser clients', async () => {
    const foreign = connectLive(server.url, player, { origin: 'https://evil.example' });
    await expect(foreign.ack).rejects.toBeDefined();
    const own = connectLive(server.url, player, { origin: server.url });
    expect(await own.ack).toEqual({ viewerId: player.userId });
    await own.close();
  });

  it('cuts the connections when the server closes, so that clients reconnect elsewhere', async () => {
    const closing = await startTestServer({ seed: false });
    const listener = await signedInPlayer(closing);
    const live = connectLive(closing.url, listener);
    await live.ack;
    live.subscribe(notificationChanged);
    await eventually(() => closing.app.services.events.openSubscriptions() === 1);
    await closing.close();
    // 1012 (service restart) when the close frame arrives, 1006 when the cut comes first.
    expect([1012, 1006]).toContain(await live.closed);
    expect(closing.app.services.events.openSubscriptions()).toBe(0);
  });
});
