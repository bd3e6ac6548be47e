// Season health rollups (issue 29 §1: each panel ≤ 300 ms at 1 million players and 20 million ledger
// rows). The season-health-rollup job (modules/support/health-rollup.ts) sums the ledger per UTC day up
// to a watermark; the panels read these rows and only the ledger rows written after the watermark.
import {
  bigint,
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Everything in the ledger created before `rolledUntil` is in the rollups below (one row, id 1). */
export const healthRollupWatermark = pgTable('health_rollup_watermark', {
  id: integer('id').primaryKey(),
  rolledUntil: timestamp('rolled_until', { withTimezone: true }).notNull(),
});

/** Per season, currency and UTC day: XP credited and the players credited any (days panel). */
export const healthXpDays = pgTable(
  'health_xp_days',
  {
    battlePassId: integer('battle_pass_id').notNull(),
    currency: text('currency').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    xp: bigint('xp', { mode: 'number' }).notNull(),
    activePlayers: integer('active_players').notNull(),
  },
  (table) => [primaryKey({ columns: [table.battlePassId, table.currency, table.day] })],
);

/** Per UTC day, currency and reason, outside seasons: minted and burned (economy panel). */
export const healthEconomyDays = pgTable(
  'health_economy_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    minted: bigint('minted', { mode: 'number' }).notNull(),
    burned: bigint('burned', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.currency, table.reason] })],
);

/**
 * Per UTC day, chest type and line: openings whose first roll landed on the line (chest panel), apart
 * for openings where a period-capped line had run out (the odds check leaves those out).
 */
export const healthChestDays = pgTable(
  'health_chest_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    chestType: text('chest_type').notNull(),
    line: integer('line').notNull(),
    cappedOut: boolean('capped_out').notNull(),
    openings: integer('openings').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.chestType, table.line, table.cappedOut] })],
);
