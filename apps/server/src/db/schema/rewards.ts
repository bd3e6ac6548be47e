// The Gold economy's own tables (issue 12 Build 7, 8, 9): reward campaigns (spec 1 §3, spec 2 §7),
// redeemable code pools and the codes granted to players. Weekly and badge golds need no table: the
// ledger's idempotency key makes each claim happen once (modules/rewards/weekly-gold.ts, badge-golds.ts).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** spec 1 §3 Reward campaign, from `kind: reward-campaigns` data files (upserted by key). */
export const rewardCampaigns = pgTable('reward_campaigns', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  /** spec 2 §3 Reward campaign currencies. */
  currency: text('currency').notNull(),
  rewardAmount: integer('reward_amount').notNull(),
  rewardQuotaPerUser: integer('reward_quota_per_user'),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }),
  /** spec 1 §3: metadata.client names the product a campaign belongs to; none = every product. */
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A pool's codes (issue 12 Build 9): imported by `levelup codes import`, one row per code; grantId is
 * set when the code is assigned, in the transaction of the grant (or of the import filling a pending one).
 */
export const redeemableCodes = pgTable(
  'redeemable_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The REDEEMABLE_CODE item's key. */
    groupKey: text('group_key').notNull(),
    code: text('code').notNull().unique(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    /** The grant that holds this code; null while unused. Unique: a code goes to one grant, ever. */
    grantId: uuid('grant_id').unique(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
  },
  (table) => [
    // The unused codes of a group, oldest first: what assignment takes and the low-pool metric counts.
    index('redeemable_codes_unused')
      .on(table.groupKey, table.importedAt)
      .where(sql`${table.grantId} is null`),
  ],
);

/**
 * One code a player was granted (issue 12 Build 9): its random id is the player's REDEEMABLE_CODE_ID
 * (no enumeration); pending while no code holds it (the pool was short), filled oldest first by imports.
 */
export const redeemableCodeGrants = pgTable(
  'redeemable_code_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupKey: text('group_key').notNull(),
    /** The ledger idempotency key of the grant that asked for the code. */
    grantKey: text('grant_key').notNull(),
    /** 0..amount-1: a grant of n codes gets n rows. */
    position: integer('position').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('redeemable_code_grants_grant_position').on(table.grantKey, table.position),
    index('redeemable_code_grants_user').on(table.userId, table.grantedAt),
    index('redeemable_code_grants_group').on(table.groupKey, table.grantedAt),
    check('redeemable_code_grants_position', sql`${table.position} >= 0`),
  ],
);
