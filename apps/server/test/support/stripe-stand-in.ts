// A local HTTP stand-in for the few Stripe endpoints the server uses (issue 5 "Real parts": Stripe cannot
// be reached from these machines). The official SDK talks to it through STRIPE_API_BASE:
//   POST /v1/payment_intents (confirm=true with a confirmation token), GET /v1/payment_intents/:id.
// The confirmation token decides the outcome: one containing "requires_action" needs a browser step,
// one containing "declined" is declined (402), any other succeeds. An Idempotency-Key replays the first
// answer, and refuses a different body (idempotency_error), as Stripe does.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type JsonObject = Record<string, unknown>;

export type StandInIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: Stripe.PaymentIntent.Status;
  client_secret: string;
  confirmation_method: 'automatic';
  setup_future_usage: string | null;
  metadata: Record<string, string>;
  next_action: JsonObject | null;
  last_payment_error: JsonObject | null;
  created: number;
  livemode: false;
};

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: JsonObject;
};

export type StripeStandIn = {
  /** The origin to put in STRIPE_API_BASE. */
  url: string;
  /** The key it accepts; change it to answer 401 to the server's key (a rolled key). */
  secretKey: string;
  requests: RecordedRequest[];
  intents: Map<string, StandInIntent>;
  /**
   * Runs after an intent is created and before Stripe's answer leaves, e.g. to deliver its webhook
   * first or at the same moment (null: answer at once).
   */
  beforeAnswer: ((intent: StandInIntent) => Promise<void>) | null;
  /** The browser finished the requires_action step (e.g. 3-D Secure): the intent succeeds. */
  completeAction: (paymentIntentId: string) => StandInIntent;
  /** A webhook event body about an intent, as Stripe sends it. */
  eventPayload: (type: Stripe.Event.Type, intent: StandInIntent, created?: number) => string;
  close: () => Promise<void>;
};

export async function startStripeStandIn({
  secretKey = 'sk_test_stand_in',
}: { secretKey?: string } = {}): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, StandInIntent>();
  const idempotent = new Map<string, { body: string; status: number; response: string }>();

  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const path = request.url ?? '/';
      const form = parseForm(body);
      requests.push({ method: request.method ?? 'GET', path, headers: request.headers, form });
      if (request.headers.authorization !== `Bearer ${standIn.secretKey}`)
        return send(
          response,
          401,
          stripeError('invalid_request_error', 'Invalid API Key provided'),
        );

      const key = request.headers['idempotency-key'];
      if (request.method === 'POST' && typeof key === 'string') {
        const earlier = idempotent.get(key);
        if (earlier && earlier.body !== body)
          return send(
            response,
            400,
            stripeError(
              'idempotency_error',
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            ),
          );
        if (earlier) {
          response.setHeader('idempotent-replayed', 'true');
          return sendText(response, earlier.status, earlier.response);
        }
      }
      const [status, answer] = route(request.method ?? 'GET', path, form);
      const text = JSON.stringify(answer);
      if (request.method === 'POST' && typeof key === 'string')
        idempotent.set(key, { body, status, response: text });
      const created =
        request.method === 'POST' && answer.object === 'payment_intent'
          ? (answer as StandInIntent)
          : null;
      const hook = created && standIn.beforeAnswer;
      if (!hook) return sendText(response, status, text);
      hook(created).then(
        () => sendText(response, status, text),
        (error: unknown) => {
          console.error('stripe stand-in: beforeAnswer failed', error);
          sendText(response, 500, JSON.stringify(stripeError('api_error', 'beforeAnswer failed')));
        },
      );
    });
  });

  function route(method: string, path: string, form: JsonObject): [number, JsonObject] {
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(form);
    const read = /^\/v1\/payment_intents\/([^/?]+)$/.exec(path);
    if (method === 'GET' && read) {
      const intent = intents.get(decodeURIComponent(read[1] ?? ''));
      return intent
        ? [200, intent]
        : [404, stripeError('invalid_request_error', 'No such payment_intent', 'resource_missing')];
    }
    return [
      404,
      stripeError('invalid_request_error', `Unrecognized request URL (${method}: ${path})`),
    ];
  }

  function createIntent(form: JsonObject): [number, JsonObject] {
    const amount = Number(form.amount);
    const token = form.confirmation_token;
    if (!Number.isInteger(amount) || amount < 50)
      return [
        400,
        stripeError(
          'invalid_request_error',
          'Amount must be at least $0.50 usd',
          'amount_too_small',
        ),
      ];
    if (typeof form.currency !== 'string')
      return [400, stripeError('invalid_request_error', 'Missing required param: currency.')];
    if (form.confirm !== 'true' || typeof token !== 'string' || !token.startsWith('ctoken_'))
      return [
        400,
        stripeError(
          'invalid_request_error',
          `No such confirmation_token: '${String(token)}'`,
          'resource_missing',
        ),
      ];

    const id = `pi_${randomBytes(12).toString('hex')}`;
    const declined = token.includes('declined');
    const requiresAction = token.includes('requires_action');
    const decline = {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    };
    const intent: StandInIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: declined || requiresAction ? 0 : amount,
      currency: form.currency,
      status: declined
        ? 'requires_payment_method'
        : requiresAction
          ? 'requires_action'
          : 'succeeded',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      confirmation_method: 'automatic',
      setup_future_usage:
        typeof form.setup_future_usage === 'string' ? form.setup_future_usage : null,
      metadata: (form.metadata ?? {}) as Record<string, string>,
      next_action: requiresAction ? { type: 'use_stripe_sdk', use_stripe_sdk: {} } : null,
      last_payment_error: declined ? decline : null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    intents.set(id, intent);
    if (declined) return [402, { error: { ...decline, payment_intent: intent } }];
    return [200, intent];
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const standIn: StripeStandIn = {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    intents,
    beforeAnswer: null,
    completeAction(paymentIntentId) {
      const intent = intents.get(paymentIntentId);
      if (intent?.status !== 'requires_action')
        throw new Error(`${paymentIntentId} does not require an action.`);
      Object.assign(intent, {
        status: 'succeeded',
        amount_received: intent.amount,
        next_action: null,
      });
      return intent;
    },
    eventPayload: (type, intent, created = Math.floor(Date.now() / 1000)) =>
      JSON.stringify({
        id: `evt_${randomBytes(12).toString('hex')}`,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created,
        type,
        data: { object: intent },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}

/**
 * The headers of a webhook delivery of `payload`, signed as Stripe signs it (the SDK's own test helper);
 * `timestamp` in seconds, now by default.
 */
export function webhookHeaders(
  payload: string,
  secret: string,
  timestamp?: number,
): Record<string, string> {
  return {
    'content-type': 'application/json; charset=utf-8',
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      ...(timestamp !== undefined && { timestamp }),
    }),
  };
}

/** Stripe's form encoding, one nesting level deep: metadata[txId]=... -> { metadata: { txId } }. */
function parseForm(body: string): JsonObject {
  const form: JsonObject = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const nested = /^([^[]+)\[([^\]]+)\]$/.exec(name);
    if (!nested) {
      form[name] = value;
      continue;
    }
    const [, parent = '', child = ''] = nested;
    const holder = (form[parent] ??= {}) as Record<string, string>;
    holder[child] = value;
  }
  return form;
}

function stripeError(type: string, message: string, code?: string): JsonObject {
  return { error: { type, message, ...(code && { code }) } };
}

function send(response: ServerResponse, status: number, body: JsonObject): void {
  sendText(response, status, JSON.stringify(body));
}

function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(6).toString('hex')}`,
  });
  response.end(text);
}
