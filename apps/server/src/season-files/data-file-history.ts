// Issue 29 §3 (data changes stay data files): the history of applied data files. Every apply records,
// in its own transaction, each file whose text is not already the latest version of its name and kind,
// with its SHA-256, author and time; `season history` lists them and `season reapply` applies an
// earlier one again (it becomes the latest version, naming the one it came from).
import { createHash } from 'node:crypto';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { dataFileVersions } from '#db/schema/data-file-versions.ts';
import { AppError } from '#errors.ts';
import { parseDataFile, type DataFile, type DataFileKind } from './data-file.ts';

export type DataFileVersion = typeof dataFileVersions.$inferSelect;

/** Who applied a file, and whether it was an earlier version applied again. */
export type ApplyAuthor = { author: string; reappliedFrom?: number };

export const contentHash = (text: string): string =>
  createHash('sha256').update(text, 'utf8').digest('hex');

/** The name a file's versions are kept under: its file name, without the directory. */
export const versionName = (source: string): string => path.basename(source);

/**
 * Records the file as applied by `by` unless its text is already the latest version of its name and
 * kind; answers the id of that latest version. Runs inside the apply's transaction.
 */
export async function recordVersion(
  tx: Database,
  file: DataFile,
  changes: number,
  by: ApplyAuthor,
): Promise<number> {
  const name = versionName(file.source);
  const hash = contentHash(file.text);
  const [latest] = await tx
    .select({ id: dataFileVersions.id, contentHash: dataFileVersions.contentHash })
    .from(dataFileVersions)
    .where(and(eq(dataFileVersions.kind, file.kind), eq(dataFileVersions.name, name)))
    .orderBy(desc(dataFileVersions.id))
    .limit(1);
  if (latest?.contentHash === hash) return latest.id;
  const [recorded] = await tx
    .insert(dataFileVersions)
    .values({
      kind: file.kind,
      name,
      contentHash: hash,
      content: file.text,
      author: by.author,
      changes,
      reappliedFrom: by.reappliedFrom ?? null,
    })
    .returning({ id: dataFileVersions.id });
  return recorded!.id;
}

/** The versions, newest first; of one kind when given. */
export async function listVersions(
  db: Database,
  { kind, limit = 50 }: { kind?: DataFileKind; limit?: number } = {},
): Promise<DataFileVersion[]> {
  return db
    .select()
    .from(dataFileVersions)
    .where(kind ? eq(dataFileVersions.kind, kind) : undefined)
    .orderBy(desc(dataFileVersions.id))
    .limit(limit);
}

/** An earlier version, parsed again as the data file it was (validated by today's rules). */
export async function loadVersion(db: Database, id: number): Promise<DataFile> {
  const [version] = await db
    .select()
    .from(dataFileVersions)
    .where(eq(dataFileVersions.id, id))
    .limit(1);
  if (!version) throw new AppError('not-found', `No data file version ${id}.`);
  return parseDataFile(version.name, version.content);
}
