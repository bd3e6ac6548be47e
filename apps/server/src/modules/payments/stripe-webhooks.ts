// Stripe webhooks (issue 5 item 3): the signature of the raw body is checked with the SDK (a forged or
// stale one is refused: 400, nothing granted), then the PaymentIntent outcome is read from the event.
import Stripe from 'stripe';
import { cardPaymentOf, type CardPayment } from './card-payments.ts';
import type { StripeClient } from './stripe-client.ts';

/** Stripe's default: an event signed more than 5 minutes ago is refused as a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type VerifyStripeWebhookParameters = {
  /** The request body exactly as received (no JSON parse and re-serialise before this). */
  rawBody: string | Buffer;
  /** The Stripe-Signature header. */
  signature: string | string[] | undefined;
  webhookSecret: string;
  toleranceSeconds?: number;
};

export type StripeWebhookRejection = 'missing-signature' | 'invalid-signature' | 'invalid-payload';

export type VerifyStripeWebhookReturnType =
  | { ok: true; event: Stripe.Event }
  | { ok: false; reason: StripeWebhookRejection; message: string };

/** The verified event, or why the delivery is refused (forged, stale, unsigned, not an event). */
export function verifyStripeWebhook(
  stripe: StripeClient,
  {
    rawBody,
    signature,
    webhookSecret,
    toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
  }: VerifyStripeWebhookParameters,
): VerifyStripeWebhookReturnType {
  if (typeof signature !== 'string' || signature === '')
    return { ok: false, reason: 'missing-signature', message: 'No Stripe-Signature header.' };
  try {
    const event = stripe.webhooks.constructEvent(
      rawBody,
      signature,
      webhookSecret,
      toleranceSeconds,
    );
    return { ok: true, event };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError)
      return { ok: false, reason: 'invalid-signature', message: error.message };
    // A correctly signed body that is not JSON.
    if (error instanceof SyntaxError)
      return { ok: false, reason: 'invalid-payload', message: error.message };
    throw error;
  }
}

/** What a PaymentIntent event means for its purchase. */
export type CardPaymentEvent = {
  /** Stripe's event id: the key that makes a delivery count once. */
  eventId: string;
  /** Seconds since the epoch; deliveries may arrive out of order. */
  created: number;
  outcome: 'succeeded' | 'failed';
  payment: CardPayment;
  /** US cents actually received (0 unless succeeded). */
  amountReceived: number;
};

/** The purchase outcome an event reports, or null for events that settle nothing. */
export function cardPaymentEventOf(event: Stripe.Event): CardPaymentEvent | null {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return outcomeOf(event, 'succeeded', event.data.object);
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled':
      return outcomeOf(event, 'failed', event.data.object);
    default:
      return null;
  }
}

function outcomeOf(
  event: Stripe.Event,
  outcome: CardPaymentEvent['outcome'],
  intent: Stripe.PaymentIntent,
): CardPaymentEvent {
  return {
    eventId: event.id,
    created: event.created,
    outcome,
    payment: cardPaymentOf(intent),
    amountReceived: intent.amount_received,
  };
}
