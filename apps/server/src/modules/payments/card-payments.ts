// Card payments through Stripe (spec 1 §4 Card purchase, §7 card provider; issue 5 item 3): the server
// creates and confirms a PaymentIntent from the client's confirmation token. A requires_action answer
// goes back to the browser with the client secret; the item is granted on the verified webhook.
import Stripe from 'stripe';
import { toCents } from './price-amount.ts';
import type { StripeClient } from './stripe-client.ts';

/** spec 1 §3 Purchase result `stripe`, plus what the purchase service records. */
export type CardPayment = {
  paymentIntentId: string;
  /** Stripe's PaymentIntent status: succeeded, requires_action, processing, ... */
  status: Stripe.PaymentIntent.Status;
  /** For the browser to handle a requires_action next step (stripe.handleNextAction). */
  clientSecret: string | null;
  /** US cents. */
  amount: number;
  currency: string;
  /** The purchase the intent pays (metadata.txId), null for an intent not made here. */
  txId: string | null;
};

export type CreateCardPaymentParameters = {
  /** The purchase: also the idempotency key, so a repeated call returns the same PaymentIntent. */
  txId: string;
  userId: string;
  itemKey: string;
  /** price x quantity in US dollars. */
  amount: number | string;
  /** The Payment Element's confirmation token (ctoken_...). */
  confirmationToken: string;
};

/** Why Stripe refused the payment: a declined card, or a request it rejects (bad token, reused key). */
export type CardPaymentRejection = 'card-declined' | 'invalid-request';

export type CreateCardPaymentReturnType =
  | { ok: true; payment: CardPayment }
  | {
      ok: false;
      reason: CardPaymentRejection;
      message: string;
      /** The declined intent, when Stripe created one. */
      paymentIntentId: string | null;
    };

/**
 * Creates and confirms the PaymentIntent of a card purchase (spec 1 §7: price x 100 in usd, future
 * off-session usage). Stripe errors other than a decline or an invalid request (authentication,
 * connection, rate limit, API) are thrown.
 */
export async function createCardPayment(
  stripe: StripeClient,
  { txId, userId, itemKey, amount, confirmationToken }: CreateCardPaymentParameters,
): Promise<CreateCardPaymentReturnType> {
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: toCents(amount),
        currency: 'usd',
        confirm: true,
        confirmation_token: confirmationToken,
        automatic_payment_methods: { enabled: true },
        // Must match the Payment Element's setupFutureUsage on the client.
        setup_future_usage: 'off_session',
        metadata: { txId, userId, itemKey },
      },
      { idempotencyKey: txId },
    );
    return { ok: true, payment: cardPaymentOf(intent) };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError)
      return {
        ok: false,
        reason: 'card-declined',
        message: error.message,
        paymentIntentId: error.payment_intent?.id ?? null,
      };
    if (
      error instanceof Stripe.errors.StripeInvalidRequestError ||
      error instanceof Stripe.errors.StripeIdempotencyError
    )
      return {
        ok: false,
        reason: 'invalid-request',
        message: error.message,
        paymentIntentId: null,
      };
    throw error;
  }
}

/** The current state of a PaymentIntent, e.g. to settle a purchase whose webhook has not come yet. */
export async function readCardPayment(
  stripe: StripeClient,
  paymentIntentId: string,
): Promise<CardPayment> {
  return cardPaymentOf(await stripe.paymentIntents.retrieve(paymentIntentId));
}

export function cardPaymentOf(intent: Stripe.PaymentIntent): CardPayment {
  return {
    paymentIntentId: intent.id,
    status: intent.status,
    clientSecret: intent.client_secret,
    amount: intent.amount,
    currency: intent.currency,
    txId: intent.metadata?.txId ?? null,
  };
}
