// Card payments through the official Stripe SDK against the local stand-in, and webhooks signed with the
// SDK's own test-header helper (issue 5 item 3, "Real parts", "Abuse and bad input").
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCardPayment, readCardPayment } from '#modules/payments/card-payments.ts';
import { createStripeClient, type StripeClient } from '#modules/payments/stripe-client.ts';
import { cardPaymentEventOf, verifyStripeWebhook } from '#modules/payments/stripe-webhooks.ts';
import { startStripeStandIn, type StripeStandIn } from './support/stripe-stand-in.ts';

const WEBHOOK_SECRET = 'whsec_test_levelup';

let standIn: StripeStandIn;
let stripe: StripeClient;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  stripe = createStripeClient({ secretKey: standIn.secretKey, apiBase: new URL(standIn.url) });
});
afterAll(() => standIn?.close());

function purchase(confirmationToken: string, amount: number | string = 4.99) {
  return {
    txId: randomUUID(),
    userId: randomUUID(),
    itemKey: 'BATTLE_PASS_XP_BOOSTER_7D',
    amount,
    confirmationToken,
  };
}

describe('createCardPayment', () => {
  it('creates and confirms a PaymentIntent: price x 100 in usd, off-session, keyed by the txId', async () => {
    const input = purchase('ctoken_visa', 19.99);
    const result = await createCardPayment(stripe, input);
    expect(result).toEqual({
      ok: true,
      payment: {
        paymentIntentId: expect.stringMatching(/^pi_/),
        status: 'succeeded',
        clientSecret: expect.stringMatching(/^pi_.+_secret_/),
        amount: 1999,
        currency: 'usd',
        txId: input.txId,
      },
    });
    const sent = standIn.requests.at(-1);
    expect(sent?.headers['idempotency-key']).toBe(input.txId);
    expect(sent?.form).toMatchObject({
      amount: '1999',
      currency: 'usd',
      confirm: 'true',
      confirmation_token: 'ctoken_visa',
      setup_future_usage: 'off_session',
      metadata: { txId: input.txId, userId: input.userId, itemKey: input.itemKey },
    });
  });

  it('hands a requires_action intent back with its client secret for the browser', async () => {
    const result = await createCardPayment(stripe, purchase('ctoken_requires_action'));
    if (!result.ok) throw new Error(result.message);
    expect(result.payment).toMatchObject({ status: 'requires_action', amount: 499 });
    expect(result.payment.clientSecret).toMatch(/_secret_/);

    standIn.completeAction(result.payment.paymentIntentId);
    expect(await readCardPayment(stripe, result.payment.paymentIntentId)).toMatchObject({
      status: 'succeeded',
      txId: result.payment.txId,
    });
  });

  it('replays the same PaymentIntent for the same txId instead of charging twice', async () => {
    const input = purchase('ctoken_visa');
    const created = standIn.intents.size;
    const first = await createCardPayment(stripe, input);
    const second = await createCardPayment(stripe, input);
    if (!first.ok || !second.ok) throw new Error('payment refused');
    expect(second.payment.paymentIntentId).toBe(first.payment.paymentIntentId);
    expect(standIn.intents.size).toBe(created + 1);
  });

  it('refuses the same txId with other parameters', async () => {
    const input = purchase('ctoken_visa');
    await createCardPayment(stripe, input);
    expect(await createCardPayment(stripe, { ...input, amount: 99.99 })).toMatchObject({
      ok: false,
      reason: 'invalid-request',
    });
  });

  it('reports a declined card with the intent it declined', async () => {
    const result = await createCardPayment(stripe, purchase('ctoken_declined'));
    expect(result).toEqual({
      ok: false,
      reason: 'card-declined',
      message: 'Your card was declined.',
      paymentIntentId: expect.stringMatching(/^pi_/),
    });
  });

  it('reports an unknown confirmation token as an invalid request', async () => {
    expect(await createCardPayment(stripe, purchase('not-a-token'))).toMatchObject({
      ok: false,
      reason: 'invalid-request',
    });
  });

  it('throws on a wrong secret key (a configuration error, not a payment outcome)', async () => {
    const wrongKey = createStripeClient({
      secretKey: 'sk_test_wrong',
      apiBase: new URL(standIn.url),
    });
    await expect(createCardPayment(wrongKey, purchase('ctoken_visa'))).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });
});

describe('verifyStripeWebhook', () => {
  async function succeededPayload() {
    const result = await createCardPayment(stripe, purchase('ctoken_visa'));
    if (!result.ok) throw new Error(result.message);
    const intent = standIn.intents.get(result.payment.paymentIntentId);
    if (!intent) throw new Error('no intent');
    return { payload: standIn.eventPayload('payment_intent.succeeded', intent), intent };
  }

  function sign(payload: string, secret = WEBHOOK_SECRET, timestamp?: number) {
    return Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      ...(timestamp !== undefined && { timestamp }),
    });
  }

  it('accepts a correctly signed delivery and reads the purchase outcome from it', async () => {
    const { payload, intent } = await succeededPayload();
    const result = verifyStripeWebhook(stripe, {
      rawBody: Buffer.from(payload),
      signature: sign(payload),
      webhookSecret: WEBHOOK_SECRET,
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.event.id).toBe(JSON.parse(payload).id);
    expect(cardPaymentEventOf(result.event)).toEqual({
      eventId: result.event.id,
      created: result.event.created,
      outcome: 'succeeded',
      amountReceived: 499,
      payment: {
        paymentIntentId: intent.id,
        status: 'succeeded',
        clientSecret: intent.client_secret,
        amount: 499,
        currency: 'usd',
        txId: intent.metadata.txId,
      },
    });
  });

  it('refuses a signature made with another secret', async () => {
    const { payload } = await succeededPayload();
    expect(
      verifyStripeWebhook(stripe, {
        rawBody: payload,
        signature: sign(payload, 'whsec_forged'),
        webhookSecret: WEBHOOK_SECRET,
      }),
    ).toMatchObject({ ok: false, reason: 'invalid-signature' });
  });

  it('refuses a body changed after signing', async () => {
    const { payload } = await succeededPayload();
    const tampered = payload.replace('"amount":499', '"amount":1');
    expect(tampered).not.toBe(payload);
    expect(
      verifyStripeWebhook(stripe, {
        rawBody: tampered,
        signature: sign(payload),
        webhookSecret: WEBHOOK_SECRET,
      }),
    ).toMatchObject({ ok: false, reason: 'invalid-signature' });
  });

  it('refuses a stale signature (a replay older than the tolerance)', async () => {
    const { payload } = await succeededPayload();
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    expect(
      verifyStripeWebhook(stripe, {
        rawBody: payload,
        signature: sign(payload, WEBHOOK_SECRET, tenMinutesAgo),
        webhookSecret: WEBHOOK_SECRET,
      }),
    ).toMatchObject({
      ok: false,
      reason: 'invalid-signature',
      message: expect.stringMatching(/tolerance/i),
    });
  });

  it('refuses a delivery without a signature, and a signed body that is not an event', () => {
    expect(
      verifyStripeWebhook(stripe, {
        rawBody: '{}',
        signature: undefined,
        webhookSecret: WEBHOOK_SECRET,
      }),
    ).toMatchObject({ ok: false, reason: 'missing-signature' });
    expect(
      verifyStripeWebhook(stripe, {
        rawBody: 'not json',
        signature: sign('not json'),
        webhookSecret: WEBHOOK_SECRET,
      }),
    ).toMatchObject({ ok: false, reason: 'invalid-payload' });
  });
});

describe('cardPaymentEventOf', () => {
  it('reads failures and ignores events that settle nothing', async () => {
    const result = await createCardPayment(stripe, purchase('ctoken_declined'));
    if (result.ok || !result.paymentIntentId) throw new Error('expected a declined intent');
    const intent = standIn.intents.get(result.paymentIntentId);
    if (!intent) throw new Error('no intent');
    const event = (type: Stripe.Event.Type) =>
      JSON.parse(standIn.eventPayload(type, intent)) as Stripe.Event;
    expect(cardPaymentEventOf(event('payment_intent.payment_failed'))).toMatchObject({
      outcome: 'failed',
      amountReceived: 0,
      payment: { txId: intent.metadata.txId },
    });
    expect(cardPaymentEventOf(event('payment_intent.created'))).toBeNull();
  });
});
