// POST /api/payments/stripe/webhook (issue 5 item 3): where Stripe delivers PaymentIntent events. The
// signature covers the exact bytes sent, so this route alone reads its body raw (an encapsulated
// content-type parser; every other route keeps JSON). No CSRF header: Stripe cannot send one, the
// signature is the proof. 404 while card payment is not configured.
import type { FastifyInstance } from 'fastify';
import type { CardWebhook } from '#modules/payments/card-purchases.ts';

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

export async function registerStripeWebhook(
  app: FastifyInstance,
  webhook: CardWebhook | null,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(STRIPE_WEBHOOK_PATH, { config: { csrf: false } }, async (request, reply) => {
      if (!webhook) return reply.code(404).send({ error: 'Not Found', path: STRIPE_WEBHOOK_PATH });
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const answer = await webhook(body, request.headers['stripe-signature']);
      return reply.code(answer.status).send(answer.body);
    });
  });
}
