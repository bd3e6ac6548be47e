// The game-progress API's tables (issue 11 "Where progress comes from"): studios and the games they
// own, their signing keys (two live at once, for rotation), and every event a studio sent, recorded
// once per (studio, event id) whether it was applied or is waiting for its player to sign up.
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const studios = pgTable('studios', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The operator's name for the studio, e.g. `riftworks`. */
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  /** The games whose events this studio may send (an event for another game is refused). */
  gameKeys: text('game_keys').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A studio's HMAC-SHA256 signing key. Verifying an HMAC needs the secret itself, so it is stored (as a
 * Stripe webhook secret would be); it is shown once when created and never listed or logged.
 */
export const studioKeys = pgTable(
  'studio_keys',
  {
    /** Public key id sent in the x-levelup-key-id header, e.g. `gpk_3f9c…`. */
    id: text('id').primaryKey(),
    studioId: uuid('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('studio_keys_studio').on(table.studioId)],
);

/**
 * Every accepted event, once per (studio, event id): the primary key makes a resent event a duplicate.
 * `pending` rows name a player nobody has linked yet; they are applied when a player links that
 * identity, or `expired` after the retention time (the id stays, so a late resend is still a duplicate).
 */
export const gameEvents = pgTable(
  'game_events',
  {
    studioId: uuid('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    status: text('status', { enum: ['applied', 'pending', 'expired'] }).notNull(),
    /** The player the event was applied to; null while pending. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** How the studio named the player: `email`, `account` (provider:accountId) or `wallet`. */
    identityKind: text('identity_kind').notNull(),
    /** Normalized: a lower-cased e-mail, `provider:accountId`, a lower-cased 0x address. */
    identity: text('identity').notNull(),
    gameKey: text('game_key').notNull(),
    type: text('type').notNull(),
    value: doublePrecision('value').notNull(),
    attributes: jsonb('attributes')
      .$type<Record<string, string | number | boolean>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    /** When a pending event stops waiting for its player. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.studioId, table.eventId] }),
    index('game_events_pending_identity')
      .on(table.identityKind, table.identity)
      .where(sql`${table.status} = 'pending'`),
    index('game_events_user').on(table.userId),
    // The dashboard's event inspector: a studio's latest events (issue 14 Build 4).
    index('game_events_studio_received').on(table.studioId, table.receivedAt),
    check('game_events_value_range', sql`${table.value} >= 0`),
  ],
);

/**
 * The publisher users of a studio (issue 14 Build 4): who may open its Publisher Dashboard, read and
 * rotate its keys and inspect its events. Every publisher call checks this row on the server.
 */
export const studioMembers = pgTable(
  'studio_members',
  {
    studioId: uuid('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.studioId, table.userId] }),
    index('studio_members_user').on(table.userId),
  ],
);

/**
 * The events a studio sent that were not recorded in game_events: duplicates (the id was applied
 * before) and refusals with their reason, for the dashboard's event inspector (issue 14 Build 4
 * "applied / duplicate / refused and why"). Bounded: only the latest MAX_RECEIPTS_PER_STUDIO
 * (receipts-store.ts) are kept per studio.
 */
export const gameEventReceipts = pgTable(
  'game_event_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studioId: uuid('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    /** null: the refused event carried no readable id. */
    eventId: text('event_id'),
    status: text('status', { enum: ['duplicate', 'refused'] }).notNull(),
    /** A refusal's reason (event-batch.ts RefusalReason) and message; null for a duplicate. */
    reason: text('reason'),
    message: text('message'),
    /** What could be read of the event (a refused one may lack any of them). */
    identity: text('identity'),
    gameKey: text('game_key'),
    type: text('type'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('game_event_receipts_studio_received').on(table.studioId, table.receivedAt)],
);
