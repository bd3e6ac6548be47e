// Card and crypto payments of shop purchases (issue 5). A purchase_transactions row is the purchase;
// these tables hold what pays it, with the unique keys that make each payment count once:
// one crypto transaction per (chain, hash), one PaymentIntent per purchase, one Stripe event per id.
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { purchaseTransactions } from './progression.ts';

/** SUBMITTED: waiting for the receipt or confirmations; VERIFIED: it paid the purchase. */
export const cryptoPaymentStatus = pgEnum('crypto_payment_status', ['SUBMITTED', 'VERIFIED']);

/**
 * A wallet transaction submitted for a purchase (spec 1 §7 Submit crypto transaction hash). The hash is
 * unique per chain, so one transaction pays at most one purchase; a purchase has at most one VERIFIED row.
 */
export const cryptoPayments = pgTable(
  'crypto_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchaseTransactions.id, { onDelete: 'cascade' }),
    chainId: integer('chain_id').notNull(),
    /** Lower-case 0x hash. */
    txHash: text('tx_hash').notNull(),
    status: cryptoPaymentStatus('status').notNull().default('SUBMITTED'),
    /** The paying address and the value in wei, once verified. */
    fromAddress: text('from_address'),
    valueWei: numeric('value_wei', { precision: 78, scale: 0 }),
    blockNumber: numeric('block_number', { precision: 78, scale: 0 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('crypto_payments_chain_hash').on(table.chainId, table.txHash),
    uniqueIndex('crypto_payments_one_verified_per_purchase')
      .on(table.purchaseId)
      .where(sql`${table.status} = 'VERIFIED'`),
    index('crypto_payments_purchase').on(table.purchaseId),
  ],
);

/** The Stripe PaymentIntent of a card purchase (spec 1 §7 card provider). */
export const cardPayments = pgTable('card_payments', {
  purchaseId: uuid('purchase_id')
    .primaryKey()
    .references(() => purchaseTransactions.id, { onDelete: 'cascade' }),
  paymentIntentId: text('payment_intent_id').notNull().unique(),
  /** Stripe's PaymentIntent status as last seen (create answer or webhook). */
  status: text('status').notNull(),
  /** US cents asked. */
  amountCents: integer('amount_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Stripe webhook events already handled: a repeated delivery of the same id changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** Seconds since the epoch, as Stripe sent it (deliveries may come out of order). */
  created: integer('created').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
