// The demo data: every file in apps/server/seasons, applied through the same path as the CLI.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { battlePasses } from '#db/schema/season.ts';
import { applyDataFiles, readDataFiles, type AppliedFile } from './apply-files.ts';

export const seasonsDirectory = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../seasons',
);

export async function demoSeedFiles(): Promise<string[]> {
  const names = await readdir(seasonsDirectory);
  return names
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => path.join(seasonsDirectory, name));
}

/** Applies every demo file in one transaction. */
export async function seedDemo(db: Database): Promise<AppliedFile[]> {
  return applyDataFiles(db, await readDataFiles(await demoSeedFiles()));
}

/** True when no season was ever applied: a fresh database that main.ts seeds on start. */
export async function isEmptyDatabase(db: Database): Promise<boolean> {
  const [row] = await db.select({ seasons: count() }).from(battlePasses);
  return (row?.seasons ?? 0) === 0;
}
