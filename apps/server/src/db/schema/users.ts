// Players, their third-party identities and their balances (issue 3 accounts; the ledger grows in
// issue 4). Balances never go negative: a CHECK constraint backs the service's conditional updates.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased; null for an account made only through a third-party provider. */
    email: text('email').unique(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** argon2id; null when the player has no password (third-party sign-in only). */
    passwordHash: text('password_hash'),
    username: text('username'),
    discriminator: text('discriminator').notNull(),
    bio: text('bio'),
    profilePicPath: text('profile_pic_path'),
    referralCode: text('referral_code').notNull().unique(),
    referredByUserId: uuid('referred_by_user_id'),
    fingerprint: text('fingerprint'),
    /** The sign-up IP's block (IPv4 /24, IPv6 /64; null for loopback): the referral ring rule. */
    signUpIpBlock: text('sign_up_ip_block'),
    /** spec 1 §3 User flags, keyed as the spec writes them. */
    userFlags: jsonb('user_flags')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    publisherName: text('publisher_name'),
    /** Issue 29 (player support): set by a ban, which signs the player out; a banned player cannot
     *  start a session (`account-banned`). The reason is in the audit log. */
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The device signals look accounts up by their sign-up visitor id: multi-accounting on reserve
  // (modules/launchpad/multi-accounting.ts) and the referral ring rule (modules/referrals).
  (table) => [index('users_fingerprint').on(table.fingerprint)],
);

/** A third-party sign-in (spec 2 §3 Auth providers); one account per provider identity. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.providerUserId] }),
    unique('user_identities_user_provider').on(table.userId, table.provider),
  ],
);

/** spec 1 §1 currencies: ALLY_TOKEN, GOLD, PLAYPOINT, SNOWFLAKE. */
export const userBalances = pgTable(
  'user_balances',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.currency] }),
    check('user_balances_not_negative', sql`${table.amount} >= 0`),
  ],
);

/**
 * Append-only record of every balance change, written in the same transaction as the balance;
 * the idempotency key makes a grant happen exactly once (ARCHITECTURE.md "Server").
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A currency (spec 1 §1), or an item key: XP, boosters, premium passes, in-game items, chests, codes. */
    currency: text('currency').notNull(),
    delta: integer('delta').notNull(),
    /** The season an XP entry belongs to (XP is counted per season); null for everything else. */
    battlePassId: integer('battle_pass_id'),
    /** A reward history type of spec 2 §3 or a purchase/reward reason of ours (e.g. SSO_UPGRADE). */
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A player's entries newest first: reward history pages (credits, issue 12 Build 8) and the chests
    // opened in a campaign's window (CHEST debits).
    index('ledger_entries_user_created').on(table.userId, table.createdAt.desc(), table.id.desc()),
    // Issue 29 §1 season health: the rollup job and the panels read a time range of an append-only
    // log; a BRIN index (a few pages) finds it without slowing the ledger's writes.
    index('ledger_entries_created_brin').using('brin', table.createdAt),
  ],
);
