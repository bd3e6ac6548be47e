// Shop items (XP boosters and the premium pass) and their prices (spec 1 §3 "Shop item").
import { sql } from 'drizzle-orm';
import {
  pgTable,
  text,
  integer,
  boolean,
  numeric,
  pgEnum,
  unique,
  check,
  timestamp,
} from 'drizzle-orm/pg-core';
import { items } from './catalog.ts';

export const shopItems = pgTable('shop_items', {
  itemKey: text('item_key')
    .primaryKey()
    .references(() => items.itemKey),
  name: text('name').notNull(),
  /** Booster duration in days; null for the premium pass. */
  duration: integer('duration'),
  isPurchasable: boolean('is_purchasable').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** COIN is paid in an in-app currency; CREDIT_CARD and CRYPTO as in spec 1 §3. */
export const paymentType = pgEnum('payment_type', ['COIN', 'CREDIT_CARD', 'CRYPTO']);

export const shopItemPrices = pgTable(
  'shop_item_prices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopItemKey: text('shop_item_key')
      .notNull()
      .references(() => shopItems.itemKey, { onDelete: 'cascade' }),
    /** Order in the shop file; with the item, the natural key of a price. */
    position: integer('position').notNull(),
    paymentType: paymentType('payment_type').notNull(),
    currency: text('currency').notNull(),
    price: numeric('price', { precision: 20, scale: 8, mode: 'number' }).notNull(),
    /** EVM chain id of a CRYPTO price (spec 1 §3). */
    chainId: integer('chain_id'),
  },
  (table) => [
    unique('shop_item_prices_item_position').on(table.shopItemKey, table.position),
    check('shop_item_prices_price_not_negative', sql`${table.price} >= 0`),
    check(
      'shop_item_prices_crypto_has_chain',
      sql`(${table.paymentType} = 'CRYPTO') = (${table.chainId} IS NOT NULL)`,
    ),
  ],
);
