// The official Stripe SDK, pointed at Stripe or, for tests and development, at another origin
// (STRIPE_API_BASE: the local stand-in of the PaymentIntent endpoints, issue 5 "Real parts").
import Stripe from 'stripe';
import type { CardPaymentsConfig } from './config.ts';

export type StripeClient = Stripe;

/** A Stripe client for the configured key and API origin. */
export function createStripeClient({
  secretKey,
  apiBase,
}: Pick<CardPaymentsConfig, 'secretKey' | 'apiBase'>): StripeClient {
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(apiBase && {
      host: apiBase.hostname,
      port: apiBase.port || (apiBase.protocol === 'https:' ? 443 : 80),
      protocol: apiBase.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}
