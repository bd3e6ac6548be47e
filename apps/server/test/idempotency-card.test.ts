// Issue 10 fault 2 for card purchases: a CREDIT_CARD purchase whose answer was lost, retried with its
// Idempotency-Key, gets the same PaymentIntent answer; Stripe is asked once and the player pays once.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseTransactions } from '#db/schema/progression.ts';
import {
  cardPurchaseMutation,
  startCardServer,
  type CardPurchaseResult,
  type CardServer,
} from './support/payments-card.ts';
import { createPlayer, dataOf } from './support/players.ts';

let card: CardServer;
beforeAll(async () => {
  card = await startCardServer();
});
afterAll(() => card.close());

const premiumByCard = (confirmationToken: string) => ({
  input: {
    itemKey: 'BATTLE_PASS_PREMIUM_S1',
    quantity: 1,
    paymentType: 'CREDIT_CARD',
    currency: 'USD',
    confirmationToken,
  },
});

describe('a card purchase retried with its Idempotency-Key', () => {
  it('answers the first PaymentIntent again: one purchase, one charge', async () => {
    const player = await createPlayer(card.server);
    const key = { headers: { 'idempotency-key': randomUUID() } };
    const charges = () =>
      card.standIn.requests.filter(
        (request) =>
          request.method === 'POST' &&
          (request.form['metadata'] as { userId?: string } | undefined)?.userId === player.id,
      );

    const first = dataOf<CardPurchaseResult>(
      await player.graphql(cardPurchaseMutation, premiumByCard('ctoken_visa'), key),
      'purchaseShopItem',
    );
    const retry = await player.graphql(cardPurchaseMutation, premiumByCard('ctoken_visa'), key);

    expect(first).toMatchObject({ status: 'SUCCESS', stripe: { status: 'succeeded' } });
    expect(dataOf(retry, 'purchaseShopItem')).toEqual(first);
    expect(charges()).toHaveLength(1);
    const purchases = await card.server.handle.db
      .select({ id: purchaseTransactions.id })
      .from(purchaseTransactions)
      .where(eq(purchaseTransactions.userId, player.id));
    expect(purchases).toEqual([{ id: first.txId }]);
  });
});
