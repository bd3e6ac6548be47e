// Issue 29 (the audit log): operator actions on players are written here, in the action's own
// transaction (an action that fails or rolls back leaves no entry, and an entry never describes a
// change that did not happen); searched by actor, player and action, and exported as CSV.
import { stringify } from 'csv-stringify/sync';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { auditLog } from '#db/schema/audit-log.ts';
import { invalidInput } from '#errors.ts';
import { normalizeEmail } from '#modules/accounts/email-address.ts';
import { ACCOUNT_ID } from '#modules/support/player-lookup.ts';

export type AuditEntry = typeof auditLog.$inferSelect;
export type NewAuditEntry = Omit<typeof auditLog.$inferInsert, 'id' | 'at'>;

/** The actor of an operator API call that names none (the CLI always names its author). */
export const OPERATOR_API_ACTOR = 'operator API';

/** The shortest and longest reason an action on a player accepts. */
export const REASON_LENGTH = { min: 3, max: 500 } as const;

/** A reason as given, trimmed; refused when missing or too short to say anything. */
export function auditReason(reason: string | null | undefined): string {
  const trimmed = (reason ?? '').trim();
  if (trimmed.length < REASON_LENGTH.min || trimmed.length > REASON_LENGTH.max)
    throw invalidInput(
      `A reason of ${REASON_LENGTH.min} to ${REASON_LENGTH.max} characters is required: it is kept in the audit log.`,
    );
  return trimmed;
}

/** Appends an entry inside the caller's transaction. */
export async function writeAudit(tx: Database, entry: NewAuditEntry): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

export type AuditSearch = {
  actor?: string;
  /** A player's id, or their e-mail as it was when the entry was written. */
  player?: string;
  action?: string;
  /** Only entries of these groups (a partner manager's, issue 29); every entry when absent or null. */
  groups?: readonly string[] | null;
  limit?: number;
};

/** Entries matching every filter given, newest first. */
export async function searchAudit(
  db: Database,
  { actor, player, action, groups, limit = 100 }: AuditSearch,
): Promise<AuditEntry[]> {
  const filters: SQL[] = [];
  if (groups != null)
    filters.push(groups.length === 0 ? sql`false` : inArray(auditLog.groupKey, [...groups]));
  if (actor !== undefined) filters.push(eq(auditLog.actor, actor));
  if (player !== undefined)
    filters.push(
      ACCOUNT_ID.test(player)
        ? eq(auditLog.playerId, player)
        : eq(auditLog.playerEmail, normalizeEmail(player)),
    );
  if (action !== undefined) filters.push(eq(auditLog.action, action));
  return db
    .select()
    .from(auditLog)
    .where(and(...filters))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

const CSV_COLUMNS = [
  'id',
  'at',
  'actor',
  'action',
  'player_id',
  'player_email',
  'reason',
  'detail',
  'before',
  'after',
] as const;

/** The entries as CSV (RFC 4180, a header row; JSON columns as JSON text). */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const json = (value: unknown) => (value === null ? '' : JSON.stringify(value));
  return stringify(
    entries.map((entry) => [
      entry.id,
      entry.at.toISOString(),
      entry.actor,
      entry.action,
      entry.playerId ?? '',
      entry.playerEmail ?? '',
      entry.reason,
      json(entry.detail),
      json(entry.before),
      json(entry.after),
    ]),
    { header: true, columns: [...CSV_COLUMNS] },
  );
}
