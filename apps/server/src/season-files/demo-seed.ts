// The demo data: every file in apps/server/seasons, applied through the same path as the CLI, and the
// demo player (modules/accounts/demo-player.ts).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { ensureDemoPlayer } from '#modules/accounts/demo-player.ts';
import { DEV_DEMO_STUDIO_KEY, type StudioKeySecret } from '#modules/game-progress/config.ts';
import { ensureDemoStudio } from '#modules/game-progress/demo-studio.ts';
import { battlePasses } from '#db/schema/season.ts';
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

export type DemoSeed = {
  files: AppliedFile[];
  demoPlayer: 'created' | 'present';
  /** The demo studio of the game-progress API; 'none' without a demo studio key. */
  demoStudio: 'created' | 'present' | 'none';
};

/**
 * Applies every demo file in one transaction, then makes sure the demo player exists, and the demo
 * studio with its signing key (config.gameProgress.demoStudioKey; the development key by default).
 */
export async function seedDemo(
  db: Database,
  demoStudioKey: StudioKeySecret | null = DEV_DEMO_STUDIO_KEY,
): Promise<DemoSeed> {
  const files = await applyDataFiles(db, await readDataFiles(await demoSeedFiles()));
  const demoPlayer = await ensureDemoPlayer(db);
  const demoStudio = demoStudioKey ? await ensureDemoStudio(db, demoStudioKey) : 'none';
  return { files, demoPlayer, demoStudio };
}

/** True when no season was ever applied: a fresh database that main.ts seeds on start. */
export async function isEmptyDatabase(db: Database): Promise<boolean> {
  const [row] = await db.select({ seasons: count() }).from(battlePasses);
  return (row?.seasons ?? 0) === 0;
}
