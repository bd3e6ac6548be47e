// Wallets bound by a signed challenge (issue 13 Build 5; spec 2 §3 User wallets, Wallet connection;
// §4 Wallet: "A wallet is permanently bound once connected"). The address is stored lower-cased and is
// the primary key, so one wallet belongs to one account forever, even under concurrent binds.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** spec 2 §3 User wallets: the wallet (lower-cased 0x address) and the account holding it. */
export const userWallets = pgTable(
  'user_wallets',
  {
    address: text('address').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_wallets_user_idx').on(table.userId, table.createdAt),
    check('user_wallets_address_lower', sql`${table.address} ~ '^0x[0-9a-f]{40}$'`),
  ],
);

/** spec 2 §3 Wallet connection: every signed connection of a bound wallet (the last one is shown). */
export const walletConnections = pgTable(
  'wallet_connections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    address: text('address')
      .notNull()
      .references(() => userWallets.address, { onDelete: 'cascade' }),
    /** The address that signed the challenge (the wallet itself; checksummed as signed). */
    signer: text('signer').notNull(),
    chainId: integer('chain_id').notNull(),
    /** The connector the client used (e.g. injected, walletConnect), as it reports it. */
    walletConnectionType: text('wallet_connection_type'),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('wallet_connections_address_idx').on(table.address, table.connectedAt)],
);

/** bind: a signed-in player connects the wallet; sign-in: a visitor signs in with it. */
export const WALLET_NONCE_PURPOSES = ['bind', 'sign-in'] as const;
export type WalletNoncePurpose = (typeof WALLET_NONCE_PURPOSES)[number];

/** The server's SIWE nonces: crypto random, single use (used_at), short-lived (expires_at). */
export const walletNonces = pgTable(
  'wallet_nonces',
  {
    nonce: text('nonce').primaryKey(),
    /** Lower-cased address the challenge was made for. */
    address: text('address').notNull(),
    chainId: integer('chain_id').notNull(),
    purpose: text('purpose', { enum: WALLET_NONCE_PURPOSES }).notNull(),
    /** The player binding the wallet; null for a sign-in challenge. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('wallet_nonces_expires_idx').on(table.expiresAt),
    check('wallet_nonces_purpose', sql`${table.purpose} in ('bind', 'sign-in')`),
  ],
);
