// Live notifications over SSE (issue 4 Build 5; spec 1 §7 subscriptions): a real HTTP client on a
// started server receives the signed-in player's notification events, item logs and purchase status,
// and nothing of anyone else's; closing the client ends the server's stream.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseTransactions } from '#db/schema/progression.ts';
import {
  createNotification,
  eventually,
  graphqlAs,
  signedInPlayer,
  subscribe,
  type Player,
} from './support/live-events.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const notificationChanged = /* GraphQL */ `
  subscription {
    userNotificationChanged {
      id
      notificationType
      readAt
      completedAt
      createdAt
      metadata {
        itemKey
        difference
        level
        battlePassId
      }
    }
  }
`;
const itemLogs = /* GraphQL */ `
  subscription ($itemKey: String) {
    userItemLogs(itemKey: $itemKey) {
      id
      itemKey
      delta
      reason
      battlePassId
      createdAt
    }
  }
`;
const itemTransaction = /* GraphQL */ `
  subscription ($txId: ID!) {
    userItemTransaction(txId: $txId) {
      txId
      status
      itemKey
      quantity
      paymentType
      currency
      createdAt
    }
  }
`;
const markRead = /* GraphQL */ `
  mutation ($ids: [ID!]!) {
    markNotificationsRead(ids: $ids) {
      id
      readAt
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

describe('userNotificationChanged over SSE', () => {
  it('delivers a notification created for the player, then its read change, and nothing of others', async () => {
    const live = subscribe(server.url, player, notificationChanged);
    await eventually(() => events().openSubscriptions() === 1);

    await createNotification(server.handle.db, events(), other.userId, 'XpGain', { difference: 1 });
    const created = await createNotification(server.handle.db, events(), player.userId, 'XpGain', {
      itemKey: 'S1_XP',
      difference: 150,
      battlePassId: 1,
    });
    expect(await live.next()).toEqual({
      data: {
        userNotificationChanged: {
          id: created.id,
          notificationType: 'XpGain',
          readAt: null,
          completedAt: null,
          createdAt: created.createdAt,
          metadata: { itemKey: 'S1_XP', difference: 150, level: null, battlePassId: '1' },
        },
      },
    });

    const marked = await graphqlAs(server, player, markRead, { ids: [created.id] });
    expect(marked.errors).toBeUndefined();
    const changed = await live.next();
    expect(changed.data?.['userNotificationChanged']).toMatchObject({
      id: created.id,
      readAt: (marked.data?.['markNotificationsRead'] as { readAt: string }[])[0]?.readAt,
    });

    await live.close();
    await eventually(() => events().openSubscriptions() === 0);
  });

  it('answers a visitor with the unauthenticated error and opens nothing', async () => {
    const live = subscribe(server.url, null, notificationChanged);
    const result = await live.next();
    expect(result.errors?.[0]).toMatchObject({
      message: 'Please sign in to continue.',
      extensions: { code: 'unauthenticated' },
    });
    await live.close();
    expect(events().openSubscriptions()).toBe(0);
  });

  it('answers a forged token with the unauthenticated error', async () => {
    const live = subscribe(
      server.url,
      { ...player, accessToken: 'not-a-token' },
      notificationChanged,
    );
    expect((await live.next()).errors?.[0]?.extensions).toEqual({
      code: 'unauthenticated',
      requestId: expect.any(String),
    });
    await live.close();
  });

  it('ends the server-side stream of every closed client', async () => {
    const clients = Array.from({ length: 5 }, () =>
      subscribe(server.url, player, notificationChanged),
    );
    await eventually(() => events().openSubscriptions() === 5);
    await Promise.all(clients.map((client) => client.close()));
    await eventually(() => events().openSubscriptions() === 0);
  });
});

describe('userItemLogs over SSE', () => {
  it('delivers the player item logs of the asked item key only', async () => {
    const xpLogs = subscribe(server.url, player, itemLogs, { itemKey: 'S1_XP' });
    const allLogs = subscribe(server.url, player, itemLogs, {});
    await eventually(() => events().openSubscriptions() === 2);
    const log = (id: string, itemKey: string) => ({
      id,
      itemKey,
      delta: 10,
      reason: 'BATTLE_PASS_REWARD',
      battlePassId: null,
      createdAt: '2026-11-22T10:00:00.000Z',
    });
    events().publish(player.userId, { kind: 'itemLog', log: log('1', 'GOLD') });
    events().publish(player.userId, { kind: 'itemLog', log: log('2', 'S1_XP') });

    expect(await allLogs.next()).toEqual({ data: { userItemLogs: log('1', 'GOLD') } });
    expect(await allLogs.next()).toEqual({ data: { userItemLogs: log('2', 'S1_XP') } });
    expect(await xpLogs.next()).toEqual({ data: { userItemLogs: log('2', 'S1_XP') } });
    await Promise.all([xpLogs.close(), allLogs.close()]);
    await eventually(() => events().openSubscriptions() === 0);
  });
});

describe('userItemTransaction over SSE', () => {
  async function purchase(userId: string) {
    const [row] = await server.handle.db
      .insert(purchaseTransactions)
      .values({
        userId,
        itemKey: 'BATTLE_PASS_XP_BOOSTER_3D',
        quantity: 1,
        paymentType: 'CRYPTO',
        currency: 'AVAX',
        amount: 1,
      })
      .returning();
    if (!row) throw new Error('no purchase row');
    return row;
  }

  it('starts with the current status, then follows that purchase only', async () => {
    const row = await purchase(player.userId);
    const other = await purchase(player.userId);
    const live = subscribe(server.url, player, itemTransaction, { txId: row.id });
    const transaction = {
      txId: row.id,
      status: 'PENDING',
      itemKey: 'BATTLE_PASS_XP_BOOSTER_3D',
      quantity: 1,
      paymentType: 'CRYPTO',
      currency: 'AVAX',
      createdAt: row.createdAt.toISOString(),
    } as const;
    expect(await live.next()).toEqual({ data: { userItemTransaction: transaction } });

    events().publish(player.userId, {
      kind: 'transaction',
      transaction: { ...transaction, txId: other.id, status: 'FAILED' },
    });
    events().publish(player.userId, {
      kind: 'transaction',
      transaction: { ...transaction, status: 'SUCCESS' },
    });
    expect(await live.next()).toEqual({
      data: { userItemTransaction: { ...transaction, status: 'SUCCESS' } },
    });
    await live.close();
    await eventually(() => events().openSubscriptions() === 0);
  });

  it.each([
    ['another player’s purchase', async () => (await purchase(other.userId)).id],
    ['an unknown purchase', async () => '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', async () => 'tx-1'],
  ])('refuses %s with invalid-input', async (_name, txId) => {
    const live = subscribe(server.url, player, itemTransaction, { txId: await txId() });
    expect((await live.next()).errors?.[0]).toMatchObject({
      message: 'Unknown transaction.',
      extensions: { code: 'invalid-input' },
    });
    await live.close();
    expect(events().openSubscriptions()).toBe(0);
  });
});

describe('SSE and the request guards', () => {
  it('refuses a GET subscription without the CSRF header (a request that skips the preflight)', async () => {
    const response = await fetch(
      `${server.url}/graphql?query=${encodeURIComponent(notificationChanged)}`,
      { headers: { accept: 'text/event-stream', authorization: `Bearer ${player.accessToken}` } },
    );
    expect(response.status).toBe(403);
    await response.body?.cancel();
  });

  it('cuts open streams when the server closes, so that clients reconnect elsewhere', async () => {
    const closing = await startTestServer({ seed: false });
    const listener = await signedInPlayer(closing);
    const live = subscribe(closing.url, listener, notificationChanged);
    await eventually(() => closing.app.services.events.openSubscriptions() === 1);
    // graphql-sse retries a NetworkError; a completed stream would end the subscription for good.
    const cut = expect(live.next()).rejects.toMatchObject({ name: 'NetworkError' });
    await closing.close();
    await cut;
    expect(closing.app.services.events.openSubscriptions()).toBe(0);
  });
});
