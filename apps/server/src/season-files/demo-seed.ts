// The demo data: every file in apps/server/seasons, applied through the same path as the CLI, the demo
// code pools (seasons/codes), the demo player (modules/accounts/demo-player.ts) and the demo staff of
// the operator console (modules/ops/demo-staff.ts).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { ensureDemoPlayer } from '#modules/accounts/demo-player.ts';
import { DEV_DEMO_STUDIO_KEY, type StudioKeySecret } from '#modules/game-progress/config.ts';
import { ensureDemoPublisher, ensureDemoStudio } from '#modules/game-progress/demo-studio.ts';
import { ensureDemoStaff } from '#modules/ops/demo-staff.ts';
import { battlePasses } from '#db/schema/season.ts';
import { importCodes, parseCodes } from '#modules/rewards/code-pool.ts';
import { serverRoot } from '#server-root.ts';
import { applyDataFiles, readDataFiles, type AppliedFile } from './apply-files.ts';

export const seasonsDirectory = path.join(serverRoot, 'seasons');

export async function demoSeedFiles(): Promise<string[]> {
  const names = await readdir(seasonsDirectory);
  return names
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => path.join(seasonsDirectory, name));
}

/** seasons/codes/<groupKey>.txt: the demo's redeemable code pools (issue 12 Build 9). */
export const demoCodesDirectory = path.join(seasonsDirectory, 'codes');

/** Imports every demo code pool (codes already imported count as duplicates); codes new per group. */
async function importDemoCodes(db: Database): Promise<Record<string, number>> {
  const names = (await readdir(demoCodesDirectory)).filter((name) => name.endsWith('.txt')).sort();
  const imported: Record<string, number> = {};
  for (const name of names) {
    const text = await readFile(path.join(demoCodesDirectory, name), 'utf8');
    const groupKey = name.slice(0, -'.txt'.length);
    imported[groupKey] = (await importCodes(db, groupKey, parseCodes(text), new Date())).imported;
  }
  return imported;
}

export type DemoSeed = {
  files: AppliedFile[];
  /** Codes imported per group key. */
  codes: Record<string, number>;
  demoPlayer: 'created' | 'present';
  /** The demo studio of the game-progress API; 'none' without a demo studio key. */
  demoStudio: 'created' | 'present' | 'none';
  /** The demo studio's publisher user (issue 14 Build 4); 'none' without the demo studio. */
  demoPublisher: 'created' | 'present' | 'none';
  /** The console's demo staff (issue 29). */
  demoStaff: 'created' | 'present';
};

/**
 * Applies every demo file in one transaction, then makes sure the demo player exists, and the demo
 * studio with its signing key (config.gameProgress.demoStudioKey; the development key by default) and
 * its publisher user, and the console's demo staff.
 */
export async function seedDemo(
  db: Database,
  demoStudioKey: StudioKeySecret | null = DEV_DEMO_STUDIO_KEY,
  /** The server's AUTH_SECRET, which seals the demo staff's TOTP secret; null: roles only. */
  authSecret: string | null = null,
): Promise<DemoSeed> {
  const files = await applyDataFiles(db, await readDataFiles(await demoSeedFiles()), {
    author: 'demo seed',
  });
  const codes = await importDemoCodes(db);
  const demoPlayer = await ensureDemoPlayer(db);
  const demoStudio = demoStudioKey ? await ensureDemoStudio(db, demoStudioKey) : 'none';
  const demoPublisher = demoStudioKey ? await ensureDemoPublisher(db) : 'none';
  const demoStaff = await ensureDemoStaff(db, authSecret);
  return { files, codes, demoPlayer, demoStudio, demoPublisher, demoStaff };
}

/** True when no season was ever applied: a fresh database that main.ts seeds on start. */
export async function isEmptyDatabase(db: Database): Promise<boolean> {
  const [row] = await db.select({ seasons: count() }).from(battlePasses);
  return (row?.seasons ?? 0) === 0;
}
