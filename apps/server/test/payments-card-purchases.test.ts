// spec 1 §4 Card purchase, §7 Purchase shop item with CREDIT_CARD and card provider, §8 (issue 5 item
// 3): the premium pass and boosters bought by card through the GraphQL API, the official Stripe SDK
// talking to the local stand-in, and the webhook completing what the browser had to confirm.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerEvent } from '#realtime/player-events.ts';
import {
  buyByCard,
  cardPaymentRow,
  cardPurchase,
  deliver,
  eventAbout,
  grantsOf,
  intentOf,
  purchaseRow,
  PUBLISHABLE_KEY,
  startCardServer,
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
import {
  stateQuery,
  transactionQuery,
  type StateResult,
} from './support/progression-operations.ts';

let card: CardServer;
beforeAll(async () => {
  card = await startCardServer();
});
afterAll(() => card.close());

const db = () => card.server.handle.db;
const PREMIUM = 'BATTLE_PASS_PREMIUM_S1';
const BOOSTER = 'BATTLE_PASS_XP_BOOSTER_3D';

async function stateOf(player: Player): Promise<StateResult> {
  return dataOf<StateResult>(
    await player.graphql(stateQuery, { group: 'allypass', key: 's1' }),
    'userBattlePassState',
  );
}

/** Events published to the player from now on, until `stop`. */
function recordEvents(userId: string) {
  const seen: PlayerEvent[] = [];
  const iterator = card.server.app.services.events.subscribe(userId);
  const done = (async () => {
    for await (const event of iterator) seen.push(event);
  })();
  return {
    seen,
    stop: async () => {
      await iterator.return();
      await done;
    },
  };
}

describe('a card purchase Stripe answers succeeded at once', () => {
  it('gives the premium pass once, with its notification, for price x 100 cents in usd', async () => {
    const player = await createPlayer(card.server);
    const result = await buyByCard(player, PREMIUM);
    expect(result).toEqual({
      txId: expect.any(String),
      status: 'SUCCESS',
      signedRequest: null,
      stripe: { status: 'succeeded', clientSecret: expect.stringMatching(/_secret_/) },
    });
    const sent = card.standIn.requests.findLast((request) => request.method === 'POST');
    expect(sent?.headers['idempotency-key']).toBe(result.txId);
    expect(sent?.form).toMatchObject({
      amount: '999',
      currency: 'usd',
      confirmation_token: 'ctoken_visa',
      setup_future_usage: 'off_session',
      metadata: { txId: result.txId, userId: player.id, itemKey: PREMIUM },
    });

    expect((await stateOf(player)).premiumState).toEqual({ hasPremium: true, quantity: 1 });
    expect(await grantsOf(db(), player, PREMIUM)).toEqual({
      entries: 1,
      balance: 1,
      notifications: ['PurchaseBattlePassPremium'],
    });
    expect(await cardPaymentRow(db(), result.txId)).toMatchObject({
      paymentIntentId: intentOf(card.standIn, result.txId).id,
      status: 'succeeded',
      amountCents: 999,
    });
    const transaction = dataOf<{ status: string; paymentType: string; currency: string }>(
      await player.graphql(transactionQuery, { txId: result.txId }),
      'userItemTransaction',
    );
    expect(transaction).toMatchObject({
      status: 'SUCCESS',
      paymentType: 'CREDIT_CARD',
      currency: 'USD',
    });

    // Stripe's webhook for the same payment arrives afterwards: nothing more is granted.
    const intent = intentOf(card.standIn, result.txId);
    const webhook = await deliver(
      card.server,
      eventAbout(card.standIn, 'payment_intent.succeeded', intent.id),
    );
    expect(webhook.statusCode).toBe(200);
    expect(await grantsOf(db(), player, PREMIUM)).toMatchObject({ entries: 1, balance: 1 });
    expect(await expectLedgerConsistent(db(), player.id)).toEqual([]);
  });

  it('activates an XP booster bought by card', async () => {
    const player = await createPlayer(card.server);
    const result = await buyByCard(player, BOOSTER);
    expect(result.status).toBe('SUCCESS');
    expect(intentOf(card.standIn, result.txId).amount).toBe(199);
    const { booster } = await stateOf(player);
    expect(booster).toMatchObject({ hasBooster: true, boosterItemKey: BOOSTER });
    expect(await grantsOf(db(), player, BOOSTER)).toEqual({
      entries: 1,
      balance: 1,
      notifications: ['PurchaseXpBooster'],
    });
  });

  it('tells the browser the publishable key through paymentSettings', async () => {
    const player = await createPlayer(card.server);
    const settings = dataOf<{ cardPublishableKey: string | null }>(
      await player.graphql('{ paymentSettings { cardPublishableKey } }'),
      'paymentSettings',
    );
    expect(settings.cardPublishableKey).toBe(PUBLISHABLE_KEY);
  });
});

describe('a card purchase that needs the browser (requires_action)', () => {
  it('stays PENDING with the client secret until the succeeded webhook grants it once', async () => {
    const player = await createPlayer(card.server);
    const result = await buyByCard(player, BOOSTER, 'ctoken_requires_action');
    const intent = intentOf(card.standIn, result.txId);
    expect(result).toEqual({
      txId: expect.any(String),
      status: 'PENDING',
      signedRequest: null,
      stripe: { status: 'requires_action', clientSecret: intent.client_secret },
    });
    expect(await grantsOf(db(), player, BOOSTER)).toEqual({
      entries: 0,
      balance: 0,
      notifications: [],
    });
    expect(await cardPaymentRow(db(), result.txId)).toMatchObject({ status: 'requires_action' });

    // The browser completes 3-D Secure; Stripe sends payment_intent.succeeded.
    const events = recordEvents(player.id);
    card.standIn.completeAction(intent.id);
    const response = await deliver(
      card.server,
      eventAbout(card.standIn, 'payment_intent.succeeded', intent.id),
    );
    await events.stop();
    expect(response.statusCode).toBe(200);
    expect((await purchaseRow(db(), result.txId))?.status).toBe('SUCCESS');
    expect(await cardPaymentRow(db(), result.txId)).toMatchObject({ status: 'succeeded' });
    expect(await grantsOf(db(), player, BOOSTER)).toEqual({
      entries: 1,
      balance: 1,
      notifications: ['PurchaseXpBooster'],
    });
    // What the client waits on (the transaction subscription).
    expect(events.seen).toContainEqual({
      kind: 'transaction',
      transaction: expect.objectContaining({ txId: result.txId, status: 'SUCCESS' }),
    });
    expect((await stateOf(player)).booster.hasBooster).toBe(true);
  });
});

describe('a card purchase Stripe refuses', () => {
  it('answers payment-rejected for a declined card and the purchase is FAILED, nothing granted', async () => {
    const player = await createPlayer(card.server);
    const error = errorOf(await cardPurchase(player, PREMIUM, 'ctoken_declined'));
    expect(error).toEqual({ code: 'payment-rejected', message: 'Your card was declined.' });
    const purchases = (await playerRows(db(), player.id)).purchases.map((row) => JSON.parse(row));
    expect(purchases).toMatchObject([
      { status: 'FAILED', paymentType: 'CREDIT_CARD', failureReason: 'Your card was declined.' },
    ]);
    expect(await grantsOf(db(), player, PREMIUM)).toMatchObject({ entries: 0, balance: 0 });
    expect((await stateOf(player)).premiumState.hasPremium).toBe(false);
  });

  it('answers payment-rejected for a token Stripe does not know', async () => {
    const player = await createPlayer(card.server);
    const error = errorOf(await cardPurchase(player, BOOSTER, 'not-a-token'));
    expect(error.code).toBe('payment-rejected');
    expect(error.message).not.toMatch(/confirmation_token/);
    const purchases = (await playerRows(db(), player.id)).purchases.map((row) => JSON.parse(row));
    expect(purchases).toMatchObject([{ status: 'FAILED' }]);
    expect(await grantsOf(db(), player, BOOSTER)).toMatchObject({ entries: 0 });
  });

  it('fails the purchase when Stripe refuses the server itself (a rolled key), and says nothing more', async () => {
    const player = await createPlayer(card.server);
    const key = card.standIn.secretKey;
    card.standIn.secretKey = 'sk_test_rolled';
    try {
      const error = errorOf(await cardPurchase(player, BOOSTER));
      expect(error.code).toBe('unexpected');
    } finally {
      card.standIn.secretKey = key;
    }
    const purchases = (await playerRows(db(), player.id)).purchases.map((row) => JSON.parse(row));
    expect(purchases).toMatchObject([{ status: 'FAILED' }]);
    expect(await grantsOf(db(), player, BOOSTER)).toMatchObject({ entries: 0 });
  });

  it('answers "Missing confirmationToken" without a token, and opens no purchase', async () => {
    const player = await createPlayer(card.server);
    const before = await playerRows(db(), player.id);
    const requests = card.standIn.requests.length;
    for (const token of [null, '', '  ']) {
      expect(errorOf(await cardPurchase(player, PREMIUM, token))).toEqual({
        code: 'invalid-input',
        message: 'Missing confirmationToken',
      });
    }
    expect(await playerRows(db(), player.id)).toEqual(before);
    expect(card.standIn.requests).toHaveLength(requests);
  });
});
