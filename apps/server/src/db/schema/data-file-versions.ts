// Issue 29 §3 (data changes stay data files): every data file applied, as it was written, with its
// SHA-256, author and time, so any earlier version can be applied again. `season apply` (CLI, operator
// route, demo seed) writes it in the same transaction as the data it changes; a file whose text is the
// latest version of its name and kind writes nothing (re-applying changes nothing). Rows are never
// changed or removed (migration 0020's trigger refuses it).
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export const dataFileVersions = pgTable(
  'data_file_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** The file's name (no directory): the history groups the versions of one file by it. */
    name: text('name').notNull(),
    contentHash: text('content_hash').notNull(),
    content: text('content').notNull(),
    author: text('author').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    /** Rows the apply changed. */
    changes: integer('changes').notNull(),
    /** The version this one applied again, when it was a re-apply. */
    reappliedFrom: bigint('reapplied_from', { mode: 'number' }).references(
      (): AnyPgColumn => dataFileVersions.id,
    ),
  },
  (table) => [index('data_file_versions_file').on(table.kind, table.name, table.id)],
);
