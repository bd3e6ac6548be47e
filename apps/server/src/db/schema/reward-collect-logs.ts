// Which player collected which reward, exactly once (ARCHITECTURE.md "Server": unique constraints for
// exactly-once). Players and collecting arrive with issue 4; the level's collectedAt flags read this now.
import { pgTable, integer, uuid, timestamp, unique, index } from 'drizzle-orm/pg-core';
import { rewards } from './season.ts';

export const rewardCollectLogs = pgTable(
  'reward_collect_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').notNull(),
    /** restrict: a season file may not delete a reward someone has collected. */
    rewardId: integer('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'restrict' }),
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('reward_collect_logs_user_reward').on(table.userId, table.rewardId),
    // Issue 29 §1 season health: claims per reward (an index-only count).
    index('reward_collect_logs_reward').on(table.rewardId),
  ],
);
