// Chests (issue 12; spec 2 §3 chest types, daily chest, legendary chest price; §4 daily chest): the
// drop tables and settings of the `kind: chests` data file, the seed commitments of verifiable rolls,
// each player's roll counter per period, every opening, the period caps of rare lines and the
// players' daily chests.
import { sql } from 'drizzle-orm';
import {
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
import type { ChestTable } from '@levelup/domain/chest-rolls';
import { items } from './catalog.ts';
import { users } from './users.ts';

/** A chest type's drop table (chests.yaml `tables`), keyed by the chest's item key. */
export const chestTables = pgTable('chest_tables', {
  chestType: text('chest_type')
    .primaryKey()
    .references(() => items.itemKey),
  dropTable: jsonb('drop_table').$type<ChestTable>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** chests.yaml `dailyChest` and `legendaryChest`: one document per key. */
export const chestSettings = pgTable('chest_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A roll period (UTC day 'YYYY-MM-DD'): its seed, whose sha256 is public from the start. */
export const chestSeedPeriods = pgTable('chest_seed_periods', {
  period: text('period').primaryKey(),
  /** 32 random bytes, hex; shown only once the period is over. */
  seed: text('seed').notNull(),
  /** sha256 of the seed's bytes, hex. */
  seedHash: text('seed_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The next counter of a player in a period; bumped under the row lock, one per opening. */
export const chestRollCounters = pgTable(
  'chest_roll_counters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    lastCounter: integer('last_counter').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.period] })],
);

export type ChestOpeningSource = 'item' | 'daily' | 'legendary';

export type OpenedReward = { itemKey: string; amount: number; codeIds?: string[] };

export const chestOpenings = pgTable(
  'chest_openings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chestType: text('chest_type').notNull(),
    source: text('source').$type<ChestOpeningSource>().notNull(),
    period: text('period')
      .notNull()
      .references(() => chestSeedPeriods.period),
    counter: integer('counter').notNull(),
    /** What the roll gave; codeIds: the player's own redeemable code ids of a code reward. */
    rewards: jsonb('rewards').$type<OpenedReward[]>().notNull(),
    /** The drop table as rolled, so a later data-file change never breaks a verification. */
    dropTable: jsonb('drop_table').$type<ChestTable>().notNull(),
    /** What each period-capped line had left when the opening began (lineCapKey -> amount). */
    periodRemaining: jsonb('period_remaining').$type<Record<string, number>>().notNull(),
    /**
     * Issue 29 §1 (odds check): the index in dropTable.lines of the line each roll landed on, in roll
     * order; null for openings made before it was recorded.
     */
    rolledLines: integer('rolled_lines').array(),
    dailyChestId: integer('daily_chest_id'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('chest_openings_user_period_counter').on(table.userId, table.period, table.counter),
    // spec 2 §4: a daily chest opens once.
    unique('chest_openings_daily_chest').on(table.dailyChestId),
    index('chest_openings_user_opened').on(table.userId, table.openedAt),
    index('chest_openings_type_opened').on(table.chestType, table.openedAt),
  ],
);

/** How much of each period-capped line every opening of the period gave (row-locked per opening). */
export const chestPeriodDrops = pgTable(
  'chest_period_drops',
  {
    period: text('period').notNull(),
    chestType: text('chest_type').notNull(),
    lineKey: text('line_key').notNull(),
    given: integer('given').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.period, table.chestType, table.lineKey] }),
    check('chest_period_drops_given_not_negative', sql`${table.given} >= 0`),
  ],
);

/**
 * A player's n-th daily chest (spec 2 §4). A chest is "today's" until it is opened and one day has
 * passed (spec 2 §9 available again 1 day after opening); then the next search starts chest n+1. Its
 * position and rarity derive from the seed of `period`, the day its first search happened.
 */
export const dailyChests = pgTable(
  'daily_chests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    period: text('period')
      .notNull()
      .references(() => chestSeedPeriods.period),
    position: integer('position').notNull(),
    rarity: text('rarity').notNull(),
    /** Posts scrolled through so far (the sum of the searches' fetchCount). */
    scrolled: integer('scrolled').notNull().default(0),
    firstSearchAt: timestamp('first_search_at', { withTimezone: true }).notNull(),
    foundAt: timestamp('found_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** Where it was opened from, for the per-IP and per-device limits. */
    openedIp: text('opened_ip'),
    openedDeviceId: text('opened_device_id'),
  },
  (table) => [
    unique('daily_chests_user_sequence').on(table.userId, table.sequence),
    index('daily_chests_opened_ip').on(table.openedIp, table.openedAt),
    index('daily_chests_opened_device').on(table.openedDeviceId, table.openedAt),
    index('daily_chests_opened_at').on(table.openedAt),
  ],
);
