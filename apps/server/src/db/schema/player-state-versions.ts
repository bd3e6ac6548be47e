// Issue 28 (signed-in page ≥ 4× PostGraphile): a counter per player that every change to what the
// player's battle pass answer reads moves forward (reward collect logs, redeemable code grants, user
// challenges and user missions), so a kept answer is reused only while its version is the latest.
// Triggers of migration 0019 move it, deferred to each transaction's commit: every write path, this
// instance's or another's, the CLI's too, bumps it, and the row is locked last, after every other lock
// the transaction takes, so it cannot close a deadlock cycle.
// No foreign key to users: a deleted player's child rows bump it at commit, after the user row is gone.
import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';

export const playerStateVersions = pgTable('player_state_versions', {
  userId: uuid('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
