// Applies data files in ONE transaction (ARCHITECTURE.md "Server": seasons, shop items, flags, menus
// and collections are data files applied by an idempotent CLI). Any problem rolls everything back.
import { readFile } from 'node:fs/promises';
import type { Database } from '#db/client.ts';
import { announceSeasonChange } from '#modules/season/season-changes.ts';
import { applyCatalog } from './apply-catalog.ts';
import { applyChallenges } from './apply-challenges.ts';
import { applyChests } from './apply-chests.ts';
import type { ApplyContext } from './apply-context.ts';
import { recordVersion, type ApplyAuthor } from './data-file-history.ts';
import { applyMints } from './apply-mints.ts';
import { applyRewardCampaigns } from './apply-reward-campaigns.ts';
import { applySeason } from './apply-season.ts';
import { applyShop } from './apply-shop.ts';
import { applyPages } from './apply-pages.ts';
import { applySite } from './apply-site.ts';
import { applyWallFeeds, applyWallPosts } from './apply-wall.ts';
import {
  DataFileError,
  dataFileKinds,
  parseDataFile,
  problem,
  type DataFile,
} from './data-file.ts';

export type AppliedFile = {
  source: string;
  kind: DataFile['kind'];
  changes: number;
  /** The history's version of the file (issue 29 §3); none on a dry run. */
  version: number | null;
};

export type ApplyOptions = Partial<ApplyAuthor> & {
  /** Issue 29 §3 (a preview): apply, report what would change, and roll everything back. */
  dryRun?: boolean;
};

/** Thrown inside a dry run's transaction to roll it back with what it found. */
class DryRunRollback extends Error {
  constructor(readonly applied: AppliedFile[]) {
    super('dry run');
  }
}

/** Reads and validates files; throws one DataFileError listing the problems of every file. */
export async function readDataFiles(paths: readonly string[]): Promise<DataFile[]> {
  const problems: string[] = [];
  const files: DataFile[] = [];
  for (const source of paths) {
    try {
      files.push(parseDataFile(source, await readFile(source, 'utf8')));
    } catch (error) {
      if (error instanceof DataFileError) problems.push(...error.problems);
      else if (isMissingFile(error)) problems.push(problem(source, [], 'file not found'));
      else throw error;
    }
  }
  if (problems.length > 0) throw new DataFileError(problems);
  return files;
}

/**
 * Applies the files, catalog first, in one transaction, recording each in the history (issue 29 §3)
 * under the author given; returns the rows changed per file. A dry run rolls it all back.
 */
export async function applyDataFiles(
  db: Database,
  files: readonly DataFile[],
  { author = 'server', reappliedFrom, dryRun = false }: ApplyOptions = {},
): Promise<AppliedFile[]> {
  const ordered = [...files].sort(
    (a, b) => dataFileKinds.indexOf(a.kind) - dataFileKinds.indexOf(b.kind),
  );
  try {
    return await db.transaction(async (tx) => {
      const applied: AppliedFile[] = [];
      for (const file of ordered) {
        const context: ApplyContext = { tx, source: file.source, changes: 0 };
        await applyOne(context, file);
        const version = dryRun
          ? null
          : await recordVersion(tx, file, context.changes, { author, reappliedFrom });
        applied.push({ source: file.source, kind: file.kind, changes: context.changes, version });
      }
      if (dryRun) throw new DryRunRollback(applied);
      await announceSeasonChange(tx);
      return applied;
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return error.applied;
    throw error;
  }
}

function applyOne(context: ApplyContext, file: DataFile): Promise<void> {
  switch (file.kind) {
    case 'catalog':
      return applyCatalog(context, file.data);
    case 'season':
      return applySeason(context, file.data);
    case 'shop':
      return applyShop(context, file.data);
    case 'site':
      return applySite(context, file.data);
    case 'pages':
      return applyPages(context, file.data);
    case 'mints':
      return applyMints(context, file.data);
    case 'challenges':
      return applyChallenges(context, file.data);
    case 'chests':
      return applyChests(context, file.data);
    case 'reward-campaigns':
      return applyRewardCampaigns(context, file.data);
    case 'wall-feeds':
      return applyWallFeeds(context, file.data);
    case 'wall-posts':
      return applyWallPosts(context, file.data);
  }
}

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
