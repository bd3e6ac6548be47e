// Client idempotency keys of value-moving mutations (issue 10, Stripe's model): per player, operation
// and key, the request's fingerprint and, once answered, the answer that a retry with the same key
// replays for 24 hours. See apps/server/src/modules/idempotency/.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The idempotent mutation fields the request ran, e.g. `purchaseShopItem`. */
    operation: text('operation').notNull(),
    /** The client's Idempotency-Key header. */
    key: text('key').notNull(),
    /** sha256 of the request's document, operation name and variables. */
    fingerprint: text('fingerprint').notNull(),
    /** running: a request holds the key; answered: `response` is replayed. */
    status: text('status').notNull(),
    /** The request holding a running key; its effect transactions check it (the fence). */
    lease: uuid('lease'),
    /** A running key whose holder has not answered by then may be taken over, if nothing committed. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Set inside the first transaction of the request's effect that commits. */
    effectCommittedAt: timestamp('effect_committed_at', { withTimezone: true }),
    /** The GraphQL answer (data and masked errors), once answered. */
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.operation, table.key] }),
    index('idempotency_keys_expires_at').on(table.expiresAt),
    check('idempotency_keys_status', sql`${table.status} in ('running', 'answered')`),
    check(
      'idempotency_keys_answered',
      sql`(${table.status} = 'answered') = (${table.response} is not null)`,
    ),
  ],
);
