// The Stripe webhook (issue 5 item 3, "Abuse and bad input"): POST /api/payments/stripe/webhook, signed
// with the SDK's own test-header helper. Forged or stale deliveries change nothing; repeated, concurrent
// and out-of-order deliveries, and a webhook racing the purchase call's answer, grant exactly once.
// Real races on PostgreSQL's connection pool; on PGlite the same requests run one transaction at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_WEBHOOK_PATH } from '#http/stripe-webhook-route.ts';
import {
  buyByCard,
  cardPaymentRow,
  cardPurchase,
  deliver,
  eventAbout,
  grantsOf,
  intentOf,
  purchaseRow,
  startCardServer,
  stripeEventCount,
  WEBHOOK_SECRET,
  type CardServer,
} from './support/payments-card.ts';
import {
  createPlayer,
  dataOf,
  errorOf,
  expectLedgerConsistent,
  playerRows,
  type Player,
} from './support/players.ts';
import { webhookHeaders } from './support/stripe-stand-in.ts';
import { postgresUrl } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let card: CardServer;
beforeAll(async () => {
  card = await startCardServer();
});
afterAll(() => card.close());

const db = () => card.server.handle.db;
const target = postgresUrl ? 'PostgreSQL' : 'PGlite, serialized';
const BOOSTER = 'BATTLE_PASS_XP_BOOSTER_7D';
const PREMIUM = 'BATTLE_PASS_PREMIUM_S1';
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A card purchase waiting on the browser, whose payment then succeeded at Stripe. */
async function paidPendingPurchase(player: Player, itemKey = BOOSTER) {
  const result = await buyByCard(player, itemKey, 'ctoken_requires_action');
  expect(result.status).toBe('PENDING');
  const intent = intentOf(card.standIn, result.txId);
  card.standIn.completeAction(intent.id);
  return { txId: result.txId, intent };
}

describe('deliveries that are not Stripe’s', () => {
  async function expectRefused(headers: Record<string, string>, payload: string) {
    const response = await card.server.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers,
      payload,
    });
    expect(response.statusCode).toBe(400);
  }

  it('answers 400 to a forged, a stale, a tampered or an unsigned delivery, and grants nothing', async () => {
    const player = await createPlayer(card.server);
    const { txId, intent } = await paidPendingPurchase(player);
    const payload = eventAbout(card.standIn, 'payment_intent.succeeded', intent.id);
    const before = await playerRows(db(), player.id);
    const events = await stripeEventCount(db());

    await expectRefused(webhookHeaders(payload, 'whsec_forged'), payload);
    // Signed 6 minutes ago: beyond the 5-minute tolerance (a replay).
    await expectRefused(webhookHeaders(payload, WEBHOOK_SECRET, nowSeconds() - 360), payload);
    await expectRefused(
      webhookHeaders(payload, WEBHOOK_SECRET),
      payload.replace(`"amount_received":${intent.amount}`, '"amount_received":99999'),
    );
    await expectRefused({ 'content-type': 'application/json' }, payload);

    expect(await playerRows(db(), player.id)).toEqual(before);
    expect((await purchaseRow(db(), txId))?.status).toBe('PENDING');
    expect(await stripeEventCount(db())).toBe(events);
    // The genuine delivery still works afterwards.
    expect((await deliver(card.server, payload)).statusCode).toBe(200);
    expect(await grantsOf(db(), player, BOOSTER)).toMatchObject({ entries: 1, balance: 1 });
  });

  it('takes events that settle nothing, and events about intents of no purchase here, with 200', async () => {
    const player = await createPlayer(card.server);
    const { intent } = await paidPendingPurchase(player);
    const before = await playerRows(db(), player.id);
    for (const payload of [
      eventAbout(card.standIn, 'payment_intent.created', intent.id),
      eventAbout(card.standIn, 'payment_intent.succeeded', intent.id, { metadata: {} }),
      eventAbout(card.standIn, 'payment_intent.succeeded', intent.id, {
        metadata: { txId: '00000000-0000-4000-8000-000000000000' },
      }),
      eventAbout(card.standIn, 'payment_intent.succeeded', intent.id, {
        metadata: { txId: 'not-a-uuid' },
      }),
    ])
      expect((await deliver(card.server, payload)).statusCode).toBe(200);
    expect(await playerRows(db(), player.id)).toEqual(before);
  });
});

describe(`repeated and out-of-order deliveries (${target})`, () => {
  it('grants once for the same event delivered 5 times', async () => {
    const player = await createPlayer(card.server);
    const { txId, intent } = await paidPendingPurchase(player);
    const payload = eventAbout(card.standIn, 'payment_intent.succeeded', intent.id);
    const events = await stripeEventCount(db());
    for (let delivery = 0; delivery < 5; delivery += 1)
      expect((await deliver(card.server, payload)).statusCode).toBe(200);
    expect((await purchaseRow(db(), txId))?.status).toBe('SUCCESS');
    expect(await grantsOf(db(), player, BOOSTER)).toEqual({
      entries: 1,
      balance: 1,
      notifications: ['PurchaseXpBooster'],
    });
    expect(await stripeEventCount(db())).toBe(events + 1);
  });

  it('grants once for the same event delivered 5 times at once', async () => {
    const player = await createPlayer(card.server);
    const { txId, intent } = await paidPendingPurchase(player, PREMIUM);
    const payload = eventAbout(card.standIn, 'payment_intent.succeeded', intent.id);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => deliver(card.server, payload)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await purchaseRow(db(), txId))?.status).toBe('SUCCESS');
    expect(await grantsOf(db(), player, PREMIUM)).toEqual({
      entries: 1,
      balance: 1,
      notifications: ['PurchaseBattlePassPremium'],
    });
    expect(await expectLedgerConsistent(db(), player.id)).toEqual([]);
  });

  it('grants once for distinct events about the same payment delivered at once', async () => {
    const player = await createPlayer(card.server);
    const { txId, intent } = await paidPendingPurchase(player);
    const payloads = Array.from({ length: 5 }, () =>
      eventAbout(card.standIn, 'payment_intent.succeeded', intent.id),
    );
    await Promise.all(payloads.map((payload) => deliver(card.server, payload)));
    expect((await purchaseRow(db(), txId))?.status).toBe('SUCCESS');
    expect(await grantsOf(db(), player, BOOSTER)).toMatchObject({ entries: 1, balance: 1 });
  });

  it('keeps a success when an older payment_failed arrives after it', async () => {
    const player = await createPlayer(card.server);
    const { txId, intent } = await paidPendingPurchase(player);
    const failed = eventAbout(
      card.standIn,
      'payment_intent.payment_failed',
      intent.id,
      { status: 'requires_payment_method', amount_received: 0 },
      nowSeconds() - 60,
    );
    const succeeded = eventAbout(card.standIn, 'payment_intent.succeeded', intent.id);
    expect((await deliver(card.server, succeeded)).statusCode).toBe(200);
    expect((await deliver(card.server, failed)).statusCode).toBe(200);
    expect(await purchaseRow(db(), txId)).toMatchObject({ status: 'SUCCESS', failureReason: null });
    expect(await cardPaymentRow(db(), txId)).toMatchObject({ status: 'succeeded' });
    expect(await grantsOf(db(), player, BOOSTER)).toMatchObject({ entries: 1, balance: 1 });
  });

  it('fails a pending purchase on payment_failed, and a later success (another card) still grants once', async () => {
    const player = await createPlayer(card.server);
    const result = await buyByCard(player, BOOSTER, 'ctoken_requires_action');
    const intent = intentOf(card.standIn, result.txId);
    const failed = eventAbout(card.standIn, 'payment_intent.payment_failed', intent.id, {
      status: 'requires_payment_method',
    });
    expect((await deliver(card.server, failed)).statusCode).toBe(200);
    expect((await purchaseRow(db(), result.txId))?.status).toBe('FAILED');
    expect(await grantsOf(db(), player, BOOSTER)).toMatchObject({ entries: 0 });

    card.standIn.completeAction(intent.id);
    const succeeded = eventAbout(card.standIn, 'payment_intent.succeeded', intent.id);
    await deliver(card.server, succeeded);
    await deliver(card.server, failed);
    expect((await purchaseRow(db(), result.txId))?.status).toBe('SUCCESS');
    expect(await grantsOf(db(), player, BOOSTER)).toMatchObject({ entries: 1, balance: 1 });
  });

  it('fails a pending purchase whose intent was canceled', async () => {
    const player = await createPlayer(card.server);
    const result = await buyByCard(player, BOOSTER, 'ctoken_requires_action');
    const intent = intentOf(card.standIn, result.txId);
    const canceled = eventAbout(card.standIn, 'payment_intent.canceled', intent.id, {
      status: 'canceled',
    });
    expect((await deliver(card.server, canceled)).statusCode).toBe(200);
    expect(await purchaseRow(db(), result.txId)).toMatchObject({
      status: 'FAILED',
      failureReason: 'Stripe PaymentIntent canceled',
    });
  });
});

describe('a succeeded event that does not pay the price', () => {
  it('grants nothing for less than the price, or another currency', async () => {
    const player = await createPlayer(card.server);
    const { txId, intent } = await paidPendingPurchase(player);
    expect(intent.amount).toBe(399);
    for (const changes of [
      { amount: 398, amount_received: 398 },
      { amount_received: 100 },
      { currency: 'eur' },
    ]) {
      const payload = eventAbout(card.standIn, 'payment_intent.succeeded', intent.id, changes);
      expect((await deliver(card.server, payload)).statusCode).toBe(200);
    }
    expect((await purchaseRow(db(), txId))?.status).toBe('PENDING');
    expect(await grantsOf(db(), player, BOOSTER)).toEqual({
      entries: 0,
      balance: 0,
      notifications: [],
    });
  });
});

describe(`the webhook racing the purchase call's answer (${target})`, () => {
  it('grants once when the webhook is handled before Stripe answers the purchase call', async () => {
    const player = await createPlayer(card.server);
    card.standIn.beforeAnswer = async (intent) => {
      const response = await deliver(
        card.server,
        card.standIn.eventPayload('payment_intent.succeeded', intent),
      );
      expect(response.statusCode).toBe(200);
    };
    try {
      const result = await buyByCard(player, BOOSTER);
      expect(result).toMatchObject({ status: 'SUCCESS', stripe: { status: 'succeeded' } });
      expect(await cardPaymentRow(db(), result.txId)).toMatchObject({
        paymentIntentId: intentOf(card.standIn, result.txId).id,
        status: 'succeeded',
        amountCents: 399,
      });
    } finally {
      card.standIn.beforeAnswer = null;
    }
    expect(await grantsOf(db(), player, BOOSTER)).toEqual({
      entries: 1,
      balance: 1,
      notifications: ['PurchaseXpBooster'],
    });
  });

  it('grants once when the webhook and the answer arrive together, purchase after purchase', async () => {
    const players = await Promise.all(
      Array.from({ length: 5 }, () => createPlayer(card.server, 'racer')),
    );
    const deliveries: Promise<unknown>[] = [];
    card.standIn.beforeAnswer = async (intent) => {
      deliveries.push(
        deliver(card.server, card.standIn.eventPayload('payment_intent.succeeded', intent)),
      );
    };
    try {
      const results = await Promise.all(players.map((player) => buyByCard(player, PREMIUM)));
      await Promise.all(deliveries);
      expect(results.map((result) => result.status)).toEqual(Array(5).fill('SUCCESS'));
    } finally {
      card.standIn.beforeAnswer = null;
    }
    for (const player of players) {
      expect(await grantsOf(db(), player, PREMIUM)).toEqual({
        entries: 1,
        balance: 1,
        notifications: ['PurchaseBattlePassPremium'],
      });
      expect(await expectLedgerConsistent(db(), player.id)).toEqual([]);
    }
  });
});

describe('without Stripe keys', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers "Credit Card Payment is not supported", hides the key, and has no webhook', async () => {
    const player = await createPlayer(server);
    const before = await playerRows(server.handle.db, player.id);
    expect(errorOf(await cardPurchase(player, PREMIUM))).toEqual({
      code: 'payment-not-supported',
      message: 'Credit Card Payment is not supported',
    });
    expect(await playerRows(server.handle.db, player.id)).toEqual(before);
    const settings = dataOf<{ cardPublishableKey: string | null }>(
      await player.graphql('{ paymentSettings { cardPublishableKey } }'),
      'paymentSettings',
    );
    expect(settings.cardPublishableKey).toBeNull();
    const payload = JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded' });
    const response = await server.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: webhookHeaders(payload, WEBHOOK_SECRET),
      payload,
    });
    expect(response.statusCode).toBe(404);
  });
});
