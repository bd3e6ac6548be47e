// Battle pass progression (issue 4): XP per season, active boosters, special-mission completions,
// purchase transactions and player notifications. Every XP or item change is also a ledger entry
// (ledger_entries) written in the same transaction (ARCHITECTURE.md "Server").
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { battlePasses, specialMissions } from './season.ts';
import { paymentType } from './shop.ts';
import { users } from './users.ts';

/**
 * A player's XP in one season (spec 1 §3 User battle pass state). The level is derived from the XP and
 * the season's levels; the sum of the player's ledger entries for the season's XP item equals `xp`.
 */
export const userBattlePasses = pgTable(
  'user_battle_passes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    battlePassId: integer('battle_pass_id')
      .notNull()
      .references(() => battlePasses.id, { onDelete: 'cascade' }),
    xp: integer('xp').notNull().default(0),
    /** The level last announced by a BattlePassLevelUp notification (so a level-up is told once). */
    notifiedLevel: integer('notified_level').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.battlePassId] }),
    check('user_battle_passes_xp_not_negative', sql`${table.xp} >= 0`),
    // Issue 29 §1 season health: players per level, an index-only count of each level's XP range.
    index('user_battle_passes_pass_xp').on(table.battlePassId, table.xp),
  ],
);

/**
 * An XP booster activation (spec 1 §3 Booster state). Buying or being granted a booster item activates
 * it; with multi-booster purchase on, a new one starts when the last one ends (docs/architecture.md "Battle pass progression").
 */
export const userBoosters = pgTable(
  'user_boosters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The ledger idempotency key of the grant that activated it: one activation per grant. */
    sourceKey: text('source_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_boosters_user_ends').on(table.userId, table.endsAt),
    check('user_boosters_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/** A blocking special mission a player completed or bypassed with Snowflakes (spec 2 §4). */
export const userSpecialMissions = pgTable(
  'user_special_missions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    specialMissionId: integer('special_mission_id')
      .notNull()
      .references(() => specialMissions.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    bypassedAt: timestamp('bypassed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.specialMissionId] }),
    // Issue 29 §1 season health: completions per special mission (an index-only count).
    index('user_special_missions_completed')
      .on(table.specialMissionId)
      .where(sql`${table.completedAt} is not null`),
  ],
);

/** spec 1 §3 Transaction record: pending -> success | failed. */
export const transactionStatus = pgEnum('transaction_status', ['PENDING', 'SUCCESS', 'FAILED']);

/** One purchase of a shop item (spec 1 §3 Purchase result, Transaction record); txId is the id. */
export const purchaseTransactions = pgTable(
  'purchase_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    quantity: integer('quantity').notNull(),
    paymentType: paymentType('payment_type').notNull(),
    currency: text('currency').notNull(),
    /** Price of one item times the quantity, in `currency`. */
    amount: numeric('amount', { precision: 20, scale: 8, mode: 'number' }).notNull(),
    chainId: integer('chain_id'),
    status: transactionStatus('status').notNull().default('PENDING'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('purchase_transactions_user').on(table.userId, table.createdAt),
    check('purchase_transactions_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** spec 1 §3 User notification types used by the battle pass. */
export const notificationType = pgEnum('notification_type', [
  'BattlePassLevelUp',
  'PurchaseBattlePassPremium',
  'PurchaseXpBooster',
  'XpGain',
  // A challenge or mission reward ready to collect (issue 11; spec 2 §3 Notification metadata).
  'ChallengeRewardReady',
]);

/** metadata of spec 1 §3: itemKey and difference (XP gained, or levels gained); level for level-ups. */
export type NotificationMetadata = {
  itemKey?: string | null;
  difference?: number | null;
  level?: number | null;
  battlePassId?: number | null;
  /** ChallengeRewardReady: the user challenge whose reward is ready (spec 2 §3). */
  userChallengeId?: number | null;
  /** ChallengeRewardReady of a mission of its own (daily, platform, standalone). */
  userMissionId?: number | null;
};

export const userNotifications = pgTable(
  'user_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationType: notificationType('notification_type').notNull(),
    metadata: jsonb('metadata').$type<NotificationMetadata>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Set when the XP gain popup has shown it (spec 1 §4 XP gain popup). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('user_notifications_user_created').on(table.userId, table.createdAt)],
);
