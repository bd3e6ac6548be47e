// Card purchases through Stripe (spec 1 §4 Card purchase, §7 Purchase shop item and card provider, §8;
// issue 5 item 3). The purchase opens a PENDING transaction under the player lock, creates and confirms
// the PaymentIntent outside any database transaction, then records the intent and, when Stripe already
// answered `succeeded`, fulfils it. Otherwise the verified payment_intent.succeeded webhook fulfils it.
// Either way the item is granted exactly once (fulfilPurchase).
import { AppError, invalidInput } from '#errors.ts';
import type { PurchaseResult, PurchaseShopItemInput } from '#generated/resolvers.ts';
import { createPlayerTransactions } from '#modules/progression/player-transactions.ts';
import { findPurchaseById } from '#modules/progression/purchases-store.ts';
import { failPurchase, fulfilPurchase, openPurchase } from '#modules/progression/purchases.ts';
import { createCardPayment, type CardPayment } from './card-payments.ts';
import { recordStripeEvent, saveCardPayment } from './card-payments-store.ts';
import { applyCardPaymentEvent } from './card-webhook-events.ts';
import type { CardPaymentsConfig } from './config.ts';
import { toCents } from './price-amount.ts';
import type { PaymentDeps } from './service.ts';
import { createStripeClient } from './stripe-client.ts';
import { cardPaymentEventOf, verifyStripeWebhook } from './stripe-webhooks.ts';

/** spec 1 §8 Purchase-flow errors. */
export const MISSING_CONFIRMATION_TOKEN_MESSAGE = 'Missing confirmationToken';
/** A request Stripe refused (bad or used token): Stripe's own text is not for players. */
export const CARD_PAYMENT_REFUSED_MESSAGE = 'The card payment was refused. Please try again.';

/** The webhook route's answer to Stripe: 400 refuses a delivery (Stripe retries), 200 takes it. */
export type CardWebhookAnswer = { status: 200 | 400; body: Record<string, unknown> };
export type CardWebhook = (
  rawBody: Buffer,
  signature: string | string[] | undefined,
) => Promise<CardWebhookAnswer>;

export type CardPurchases = ReturnType<typeof createCardPurchases>;

export function createCardPurchases({
  db,
  events,
  site,
  logger,
  now,
  config,
}: PaymentDeps & { config: CardPaymentsConfig }) {
  const stripe = createStripeClient(config);

  const { inTransaction, asPlayer } = createPlayerTransactions({ db, events, now });

  /** Records the intent Stripe answered with; fulfils the purchase if it succeeded. Returns the status. */
  const settle = (userId: string, txId: string, dueCents: number, payment: CardPayment) =>
    asPlayer(userId, async (scope) => {
      await saveCardPayment(scope.tx, {
        purchaseId: txId,
        paymentIntentId: payment.paymentIntentId,
        status: payment.status,
        amountCents: payment.amount,
      });
      if (
        payment.status === 'succeeded' &&
        payment.currency === 'usd' &&
        payment.amount >= dueCents
      )
        // null when the webhook won the race and fulfilled it first.
        await fulfilPurchase(scope, txId);
      const purchase = await findPurchaseById(scope.tx, txId);
      if (!purchase) throw new Error(`purchase ${txId} vanished`);
      return purchase.status;
    });

  const handleWebhook: CardWebhook = async (rawBody, signature) => {
    const verified = verifyStripeWebhook(stripe, {
      rawBody,
      signature,
      webhookSecret: config.webhookSecret,
    });
    if (!verified.ok) {
      logger.warn({ reason: verified.reason }, `Stripe webhook refused: ${verified.message}`);
      return { status: 400, body: { error: verified.message } };
    }
    const { event } = verified;
    const cardEvent = cardPaymentEventOf(event);
    if (!cardEvent) return { status: 200, body: { received: true } };
    // One transaction: the event id is recorded with what it did, so a repeated (or concurrent)
    // delivery of the same event changes nothing, and a failed one is retried by Stripe whole.
    const outcome = await inTransaction(async (scope) => {
      const first = await recordStripeEvent(scope.tx, {
        id: event.id,
        type: event.type,
        created: event.created,
      });
      return first ? applyCardPaymentEvent(scope, cardEvent, logger) : 'repeated';
    });
    logger.info({ eventId: event.id, type: event.type, outcome }, 'Stripe webhook handled');
    return { status: 200, body: { received: true } };
  };

  return {
    /** For the browser's Payment Element (Query.paymentSettings). */
    publishableKey: config.publishableKey,

    /** spec 1 §7 Purchase shop item with CREDIT_CARD: the purchase as it stands after Stripe's answer. */
    async purchase(userId: string, input: PurchaseShopItemInput): Promise<PurchaseResult> {
      const confirmationToken = input.confirmationToken?.trim();
      if (!confirmationToken) throw invalidInput(MISSING_CONFIRMATION_TOKEN_MESSAGE);
      const flags = await site.featureFlags();
      const { purchase } = await asPlayer(userId, (scope) =>
        openPurchase(
          scope,
          userId,
          {
            itemKey: input.itemKey,
            quantity: input.quantity,
            paymentType: 'CREDIT_CARD',
            currency: input.currency,
          },
          flags,
        ),
      );
      const txId = purchase.id;
      const fail = (reason: string) =>
        asPlayer(userId, (scope) => failPurchase(scope, txId, reason));

      let result: Awaited<ReturnType<typeof createCardPayment>>;
      try {
        result = await createCardPayment(stripe, {
          txId,
          userId,
          itemKey: purchase.itemKey,
          amount: purchase.amount,
          confirmationToken,
        });
      } catch (error) {
        // Stripe unreachable or misconfigured. Should the charge have gone through after all, its
        // webhook still fulfils the FAILED purchase.
        logger.error({ err: error, txId }, 'card purchase: the Stripe request failed');
        await fail('The card payment could not be made.');
        throw error;
      }
      if (!result.ok) {
        logger.info({ txId, reason: result.reason, message: result.message }, 'card refused');
        await fail(result.message);
        throw new AppError(
          'payment-rejected',
          result.reason === 'card-declined' ? result.message : CARD_PAYMENT_REFUSED_MESSAGE,
        );
      }
      const { payment } = result;
      const status = await settle(userId, txId, toCents(purchase.amount), payment);
      return {
        txId,
        status,
        signedRequest: null,
        stripe: { status: payment.status, clientSecret: payment.clientSecret },
      };
    },

    /** POST /api/payments/stripe/webhook (http/stripe-webhook-route.ts). */
    handleWebhook,
  };
}
