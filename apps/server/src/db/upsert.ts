// Upserts for the idempotent data-file CLI: on a natural-key conflict a row is rewritten only when a
// column really differs, so re-applying the same file writes nothing (ARCHITECTURE.md "Server").
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

export type ChangedOnlyUpdate = { set: Record<string, SQL>; setWhere: SQL };

/** The `set` and `setWhere` of `onConflictDoUpdate` for the given columns (by property name). */
export function updateWhenChanged<TTable extends PgTable>(
  table: TTable,
  keys: readonly (keyof TTable['_']['columns'] & string)[],
): ChangedOnlyUpdate {
  const columns = getTableColumns(table);
  const set: Record<string, SQL> = {};
  const current: SQL[] = [];
  const incoming: SQL[] = [];
  for (const key of keys) {
    const column = columns[key];
    if (!column) throw new Error(`Unknown column ${key}`);
    const excluded = sql.raw(`excluded."${column.name}"`);
    set[key] = excluded;
    current.push(sql`${column}`);
    incoming.push(excluded);
  }
  if ('updatedAt' in columns) set['updatedAt'] = sql`now()`;
  return {
    set,
    setWhere: sql`(${sql.join(current, sql`, `)}) IS DISTINCT FROM (${sql.join(incoming, sql`, `)})`,
  };
}
