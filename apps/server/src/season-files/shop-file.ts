// seasons/shop.yaml: XP boosters and the premium pass with their prices (spec 1 §3 "Shop item").
import { z } from 'zod';
import { PAYMENT_CHAIN_IDS } from '#modules/payments/payment-chains.ts';
import { itemKeySchema, positiveInt } from './fields.ts';

/** In-app currencies a COIN price can be paid in (spec 1 §3 Currencies). */
export const coinCurrencies = ['ALLY_TOKEN', 'GOLD', 'PLAYPOINT', 'SNOWFLAKE'] as const;

const priceSchema = z.discriminatedUnion('paymentType', [
  z.strictObject({
    paymentType: z.literal('COIN'),
    currency: z.enum(coinCurrencies),
    price: z.number().positive(),
  }),
  z.strictObject({
    paymentType: z.literal('CREDIT_CARD'),
    currency: z.literal('USD'),
    price: z.number().positive(),
  }),
  z.strictObject({
    paymentType: z.literal('CRYPTO'),
    currency: z.string().regex(/^[A-Z]{2,6}$/, 'must be a coin symbol like ETH'),
    price: z.number().positive(),
    // issue 5: a crypto price names a payment chain (spec 2 §9 ids, or the local chain 31337).
    chainId: positiveInt.refine((id) => PAYMENT_CHAIN_IDS.includes(id), {
      message: `must be a payment chain id (${PAYMENT_CHAIN_IDS.join(', ')})`,
    }),
  }),
]);

const shopItemSchema = z.strictObject({
  itemKey: itemKeySchema,
  name: z.string().min(1),
  /** Booster duration in days (spec 1 §9: 3, 7, 30, 90); omitted for the premium pass. */
  duration: positiveInt.optional(),
  isPurchasable: z.boolean(),
  prices: z.array(priceSchema).default([]),
});

export const shopFileSchema = z.strictObject({
  kind: z.literal('shop'),
  items: z.array(shopItemSchema),
});

export type ShopFile = z.infer<typeof shopFileSchema>;
