// Refresh tokens of signed-in sessions (issue 3 Sessions). Only a SHA-256 of each token is stored. A
// token is used once: refreshing marks it rotated and adds its successor to the same family; a rotated
// token that comes back (a replay) revokes the whole family, unless it comes back within the grace
// window (two tabs refreshing at once, issue 10 fault 4): then it gets the same successor, read from
// successor_pair, which only the holder of the rotated token can decrypt.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every token descended from one sign-in shares the family id (also the access token's sid). */
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The pair issued when this token was rotated, sealed with a key derived from this token. */
    successorPair: text('successor_pair'),
  },
  (table) => [
    index('refresh_tokens_family').on(table.familyId),
    index('refresh_tokens_user').on(table.userId),
  ],
);
