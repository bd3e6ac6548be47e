// Card (Stripe) and crypto (EVM) payment configuration, read from the environment by src/env.ts. Without
// Stripe keys card payment is hidden; without a receiving address and RPC URLs crypto payment is
// (issue 5 items 3 and 4: "Credit Card Payment is not supported" / "Crypto Payment is not supported").
import { getAddress, isAddress, type Address } from 'viem';
import { z } from 'zod';
import { LOCAL_CHAIN_ID, PAYMENT_CHAIN_IDS } from './payment-chains.ts';

export type CardPaymentsConfig = {
  /** pk_live_... / pk_test_...: public, given to the browser's Payment Element. */
  publishableKey: string;
  /** sk_live_... / sk_test_... */
  secretKey: string;
  /** whsec_...: signs the webhooks Stripe sends to the server. */
  webhookSecret: string;
  /** Another origin for Stripe's API (the local stand-in in tests); null for Stripe itself. */
  apiBase: URL | null;
};

export type CryptoPaymentsConfig = {
  /** The address every CRYPTO price is paid to, on each chain. */
  receiverAddress: Address;
  /** JSON-RPC URL per chain id; a CRYPTO price on a chain without one is not supported. */
  rpcUrls: ReadonlyMap<number, string>;
  /** Confirmations a payment needs: per chain, else the default. */
  requiredConfirmations: { default: number; byChain: ReadonlyMap<number, number> };
  /**
   * PAYMENT_DEV_WALLET: a hardhat test account offered to the browser on the local chain (31337) by the
   * development start; null otherwise.
   */
  devWallet: Address | null;
};

export type PaymentsConfig = {
  card: CardPaymentsConfig | null;
  crypto: CryptoPaymentsConfig | null;
};

const chainId = z.coerce
  .number()
  .int()
  .refine((id) => PAYMENT_CHAIN_IDS.includes(id), {
    message: `must be one of the payment chains ${PAYMENT_CHAIN_IDS.join(', ')}`,
  });

/** "a=b, c" -> [["a", "b"], ["c", null]], splitting each entry at its first "=". */
function entries(value: string): [string, string | null][] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf('=');
      return at < 0 ? [entry, null] : [entry.slice(0, at).trim(), entry.slice(at + 1).trim()];
    });
}

/** EVM_RPC_URLS: "31337=http://127.0.0.1:8545,8453=https://..." */
const rpcUrls = z.string().transform((value, context) => {
  const urls = new Map<number, string>();
  for (const [key, url] of entries(value)) {
    const id = chainId.safeParse(key);
    const parsedUrl = z.url({ protocol: /^https?$/ }).safeParse(url);
    if (!id.success || !parsedUrl.success) {
      context.addIssue({
        code: 'custom',
        message: `"${key}=${url ?? ''}" is not chainId=http(s)://url with a payment chain id (${PAYMENT_CHAIN_IDS.join(', ')})`,
      });
      return z.NEVER;
    }
    urls.set(id.data, parsedUrl.data);
  }
  return urls;
});

const confirmations = z.coerce.number().int().min(1).max(1000);

/** REQUIRED_CONFIRMATIONS: "1", or per chain "137=64,56=15", or both "2,137=64". */
const requiredConfirmations = z.string().transform((value, context) => {
  let fallback = 1;
  const byChain = new Map<number, number>();
  for (const [key, count] of entries(value)) {
    const id = count === null ? null : chainId.safeParse(key);
    const parsed = confirmations.safeParse(count ?? key);
    if (id?.success === false || !parsed.success) {
      context.addIssue({
        code: 'custom',
        message: `"${count === null ? key : `${key}=${count}`}" is not a count (1..1000) or chainId=count`,
      });
      return z.NEVER;
    }
    if (id) byChain.set(id.data, parsed.data);
    else fallback = parsed.data;
  }
  return { default: fallback, byChain };
});

const envSchema = z
  .object({
    STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
    PAYMENT_RECEIVER_ADDRESS: z
      .string()
      .refine((value) => isAddress(value, { strict: false }), 'must be a 0x EVM address')
      .transform((value) => getAddress(value))
      .optional(),
    EVM_RPC_URLS: rpcUrls.optional(),
    PAYMENT_DEV_WALLET: z
      .string()
      .refine((value) => isAddress(value, { strict: false }), 'must be a 0x EVM address')
      .transform((value) => getAddress(value))
      .optional(),
    REQUIRED_CONFIRMATIONS: requiredConfirmations.optional(),
  })
  .refine(
    (env) =>
      Boolean(env.STRIPE_SECRET_KEY) === Boolean(env.STRIPE_WEBHOOK_SECRET) &&
      Boolean(env.STRIPE_SECRET_KEY) === Boolean(env.STRIPE_PUBLISHABLE_KEY),
    {
      message:
        'set STRIPE_PUBLISHABLE_KEY, STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (card fulfilment needs the webhook), or none of them',
      path: ['STRIPE_WEBHOOK_SECRET'],
    },
  )
  .refine((env) => Boolean(env.PAYMENT_RECEIVER_ADDRESS) === Boolean(env.EVM_RPC_URLS?.size), {
    message: 'set both PAYMENT_RECEIVER_ADDRESS and EVM_RPC_URLS for crypto payment, or neither',
    path: ['EVM_RPC_URLS'],
  })
  .refine((env) => !env.PAYMENT_DEV_WALLET || env.EVM_RPC_URLS?.has(LOCAL_CHAIN_ID), {
    message: `PAYMENT_DEV_WALLET needs the local chain ${LOCAL_CHAIN_ID} in EVM_RPC_URLS`,
    path: ['PAYMENT_DEV_WALLET'],
  });

/** Reads the payment variables (empty ones count as unset); throws naming each bad one. */
export function readPaymentsConfig(source: Record<string, string | undefined>): PaymentsConfig {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  const env = parsed.data;
  return {
    card:
      env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null,
          }
        : null,
    crypto:
      env.PAYMENT_RECEIVER_ADDRESS && env.EVM_RPC_URLS?.size
        ? {
            receiverAddress: env.PAYMENT_RECEIVER_ADDRESS,
            rpcUrls: env.EVM_RPC_URLS,
            requiredConfirmations: env.REQUIRED_CONFIRMATIONS ?? { default: 1, byChain: new Map() },
            devWallet: env.PAYMENT_DEV_WALLET ?? null,
          }
        : null,
  };
}

/** The confirmations a payment on `chainId` needs. */
export function requiredConfirmationsOn(config: CryptoPaymentsConfig, chainId: number): number {
  return config.requiredConfirmations.byChain.get(chainId) ?? config.requiredConfirmations.default;
}

/** The RPC URL of the local development chain, which the browser is given (paymentSettings rpcUrl). */
export function localChainRpcUrls(config: PaymentsConfig): string[] {
  const url = config.crypto?.rpcUrls.get(LOCAL_CHAIN_ID);
  return url ? [url] : [];
}
