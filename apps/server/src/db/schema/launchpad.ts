// Launchpad reservations and minted assets (issue 13; spec 2 §3 User reservation, User minted asset).
// The collections themselves are the free_mints rows (mints.ts).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { freeMints } from './mints.ts';
import { users } from './users.ts';

/** spec 2 §4 Mint user event states a reservation row stores (EXPIRED is also computed from time). */
export const RESERVATION_STATES = ['RESERVED', 'EXPIRED', 'PROCESSING', 'COMPLETED'] as const;

export const userReservations = pgTable(
  'user_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    collectionId: text('collection_id')
      .notNull()
      .references(() => freeMints.id, { onDelete: 'cascade' }),
    /** The collection's event (1-based) live at reservation time; 1 without events. */
    stage: integer('stage').notNull().default(1),
    state: text('state').notNull().default('RESERVED'),
    reservedAt: timestamp('reserved_at', { withTimezone: true }).notNull(),
    reservationExpiredAt: timestamp('reservation_expired_at', { withTimezone: true }).notNull(),
    /** When the expiry returned the supply (set once, by the conditional update). */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    mintStartedAt: timestamp('mint_started_at', { withTimezone: true }),
    /** Offchain: when the airdrop job is due. */
    airdropScheduledAt: timestamp('airdrop_scheduled_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** On-chain: the voucher's wallet and token id (set by MINT NOW; the voucher expires with the reservation). */
    voucherWallet: text('voucher_wallet'),
    voucherTokenId: text('voucher_token_id'),
    /**
     * On-chain: the mint transaction the player's wallet sent for the voucher, recorded by its first
     * confirmation (the first one wins); a reload confirms it instead of sending another.
     */
    voucherTxHash: text('voucher_tx_hash'),
    /** Multi-accounting signals of the reserve request (header x-device-id, client IP). */
    deviceId: text('device_id'),
    ip: text('ip'),
  },
  (table) => [
    index('user_reservations_user_collection').on(table.userId, table.collectionId),
    index('user_reservations_collection_device').on(table.collectionId, table.deviceId),
    index('user_reservations_due')
      .on(table.reservationExpiredAt)
      .where(sql`${table.state} = 'RESERVED'`),
    check(
      'user_reservations_state',
      sql`${table.state} in ('RESERVED', 'EXPIRED', 'PROCESSING', 'COMPLETED')`,
    ),
  ],
);

export const userMintedAssets = pgTable(
  'user_minted_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    collectionId: text('collection_id')
      .notNull()
      .references(() => freeMints.id, { onDelete: 'cascade' }),
    /** Exactly one asset per reservation. */
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => userReservations.id, { onDelete: 'cascade' }),
    chainId: integer('chain_id').notNull(),
    tokenId: text('token_id'),
    txHash: text('tx_hash'),
    walletAddress: text('wallet_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('user_minted_assets_reservation').on(table.reservationId),
    unique('user_minted_assets_chain_tx').on(table.chainId, table.txHash),
    index('user_minted_assets_user_created').on(table.userId, table.createdAt),
  ],
);
