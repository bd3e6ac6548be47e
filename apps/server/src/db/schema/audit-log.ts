// Issue 29 (the audit log): every operator action on a player, who did it, when, what, why, and the
// player's state before and after, written in the transaction of the action itself. Append-only:
// migration 0021's trigger refuses updates, deletes and truncation. No foreign key to users: an entry
// outlives the account it names (the player id and e-mail stay as they were).
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who acted: the CLI's author (user@host), or the operator API's caller. */
    actor: text('actor').notNull(),
    /** What was done, e.g. item.grant, xp.grant, special-mission.complete. */
    action: text('action').notNull(),
    /** The group the action concerns (a season's group), when it concerns one: a partner manager
     *  reads their group's entries only. */
    groupKey: text('group_key'),
    playerId: uuid('player_id'),
    playerEmail: text('player_email'),
    /** Why: required of every action on a player. */
    reason: text('reason').notNull(),
    /** What the action was asked to do (item, amount, season, level, idempotency key). */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('audit_log_player').on(table.playerId, table.id),
    index('audit_log_actor').on(table.actor, table.id),
    index('audit_log_action').on(table.action, table.id),
    index('audit_log_group').on(table.groupKey, table.id),
  ],
);
