// Free-mint events and launchpad collections (spec 1 §3 "Free mint / event", spec 2 §3).
import { sql } from 'drizzle-orm';
import {
  pgTable,
  text,
  integer,
  boolean,
  numeric,
  timestamp,
  unique,
  check,
} from 'drizzle-orm/pg-core';

export const freeMints = pgTable(
  'free_mints',
  {
    /** Natural key from the mints file. */
    id: text('id').primaryKey(),
    slug: text('slug').unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    imagePath: text('image_path').notNull(),
    videoPath: text('video_path'),
    type: text('type').notNull(),
    chainId: integer('chain_id').notNull(),
    contractType: text('contract_type').notNull(),
    offchainActionType: text('offchain_action_type'),
    weeklyGoldBonus: integer('weekly_gold_bonus'),
    /** The badge item whose holders claim weeklyGoldBonus each UTC week (spec 2 §7 claim badge golds). */
    badgeItemKey: text('badge_item_key'),
    collectionGroups: text('collection_groups').array().notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    listPrice: numeric('list_price', { precision: 20, scale: 8, mode: 'number' }).notNull(),
    /** Negative means unlimited (spec 2 §4: sold out only when maxSupply >= 0). */
    maxSupply: integer('max_supply').notNull(),
    mintedCount: integer('minted_count').notNull().default(0),
    reservedCount: integer('reserved_count').notNull().default(0),
    priority: integer('priority').notNull().default(0),
    isHidden: boolean('is_hidden').notNull().default(false),
    /** Issue 13: keys of the ordinary missions that qualify a player (empty: open to all). */
    missionKeys: text('mission_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reserveLimitPerPlayer: integer('reserve_limit_per_player').notNull().default(1),
    mintLimitPerPlayer: integer('mint_limit_per_player').notNull().default(1),
    reservationMinutes: integer('reservation_minutes').notNull().default(30),
    /** spec 1 §3 offchainAction pendingDisplay: shown until the airdrop is done. */
    offchainPendingDisplay: text('offchain_pending_display'),
    /** Seconds between MINT NOW and the airdrop of an offchain collection. */
    airdropDelaySeconds: integer('airdrop_delay_seconds').notNull().default(0),
    /** On-chain collections: the ERC-721 contract on chainId (tooling/evm-chain/contracts). */
    contractAddress: text('contract_address'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('free_mints_minted_not_negative', sql`${table.mintedCount} >= 0`),
    check('free_mints_reserved_not_negative', sql`${table.reservedCount} >= 0`),
  ],
);

export const freeMintEvents = pgTable(
  'free_mint_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    freeMintId: text('free_mint_id')
      .notNull()
      .references(() => freeMints.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
    /** spec 2 §3 events whitelistConfig. */
    registrationStartedAt: timestamp('registration_started_at', { withTimezone: true }),
    registrationEndedAt: timestamp('registration_ended_at', { withTimezone: true }),
  },
  (table) => [unique('free_mint_events_mint_position').on(table.freeMintId, table.position)],
);
