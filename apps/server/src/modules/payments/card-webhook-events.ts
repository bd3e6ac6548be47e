// What a verified Stripe event does to its purchase (issue 5 item 3, "Abuse and bad input"): inside the
// webhook's one transaction, after the event id was recorded for the first time. payment_intent.succeeded
// fulfils the purchase exactly once when the intent paid its whole price in usd; payment_failed and
// canceled fail it only while it is PENDING, so a late failure after a success changes nothing.
import type { FastifyBaseLogger } from 'fastify';
import type { TxScope } from '#modules/progression/grants.ts';
import { failPurchase, fulfilPurchase } from '#modules/progression/purchases.ts';
import { lockPlayer } from '#modules/progression/store.ts';
import { findPurchaseById } from '#modules/progression/purchases-store.ts';
import { findCardPayment, saveCardPayment } from './card-payments-store.ts';
import { toCents } from './price-amount.ts';
import type { CardPaymentEvent } from './stripe-webhooks.ts';

/** What the event did: `ignored` events name no card purchase of ours or do not pay it. */
export type CardEventOutcome = 'fulfilled' | 'failed' | 'unchanged' | 'ignored';

export async function applyCardPaymentEvent(
  scope: TxScope,
  event: CardPaymentEvent,
  logger: FastifyBaseLogger,
): Promise<CardEventOutcome> {
  const { payment } = event;
  const log = {
    eventId: event.eventId,
    paymentIntentId: payment.paymentIntentId,
    txId: payment.txId,
  };
  const purchase = payment.txId ? await findPurchaseById(scope.tx, payment.txId) : undefined;
  if (purchase?.paymentType !== 'CREDIT_CARD') {
    logger.warn(log, 'Stripe webhook: the PaymentIntent pays no card purchase here; ignored');
    return 'ignored';
  }
  // The player lock first, as every progression change takes it; then the intent of the purchase.
  await lockPlayer(scope.tx, purchase.userId);
  const recorded = await findCardPayment(scope.tx, purchase.id);
  if (recorded && recorded.paymentIntentId !== payment.paymentIntentId) {
    logger.warn(
      { ...log, recordedPaymentIntentId: recorded.paymentIntentId },
      'Stripe webhook: another PaymentIntent than the purchase recorded; ignored',
    );
    return 'ignored';
  }

  if (event.outcome === 'failed') {
    await saveCardPayment(scope.tx, {
      purchaseId: purchase.id,
      paymentIntentId: payment.paymentIntentId,
      status: payment.status,
      amountCents: payment.amount,
    });
    const failed = await failPurchase(scope, purchase.id, `Stripe PaymentIntent ${payment.status}`);
    return failed ? 'failed' : 'unchanged';
  }

  const due = toCents(purchase.amount);
  if (payment.currency !== 'usd' || event.amountReceived < due) {
    logger.error(
      { ...log, amountReceived: event.amountReceived, currency: payment.currency, due },
      'Stripe webhook: the PaymentIntent did not pay the price in usd; not granted',
    );
    return 'ignored';
  }
  // The webhook may come before the purchase call recorded the intent.
  await saveCardPayment(scope.tx, {
    purchaseId: purchase.id,
    paymentIntentId: payment.paymentIntentId,
    status: payment.status,
    amountCents: payment.amount,
  });
  return (await fulfilPurchase(scope, purchase.id)) ? 'fulfilled' : 'unchanged';
}
