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
  /** The history's version of the file (issue 29 §3); none in a preview. */
  version: number | null;
};

export type ApplyOptions = Partial<ApplyAuthor>;

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
 * under the author given; returns the rows changed per file.
 */
export async function applyDataFiles(
  db: Database,
  files: readonly DataFile[],
  { author = 'server', reappliedFrom }: ApplyOptions = {},
): Promise<AppliedFile[]> {
  return db.transaction(async (tx) => {
    const applied = await applyFilesIn(tx, files, { author, reappliedFrom });
    await announceSeasonChange(tx);
    return applied;
  });
}

/**
 * Applies the files, catalog first, inside the caller's transaction; records each in the history
 * unless `by` is null (a preview, rolled back by its caller: data-file-preview.ts).
 */
export async function applyFilesIn(
  tx: Database,
  files: readonly DataFile[],
  by: ApplyAuthor | null,
): Promise<AppliedFile[]> {
  const ordered = [...files].sort(
    (a, b) => dataFileKinds.indexOf(a.kind) - dataFileKinds.indexOf(b.kind),
  );
  const applied: AppliedFile[] = [];
  for (const file of ordered) {
    const context: ApplyContext = { tx, source: file.source, changes: 0 };
    await applyOne(context, file);
    const version = by ? await recordVersion(tx, file, context.changes, by) : null;
    applied.push({ source: file.source, kind: file.kind, changes: context.changes, version });
  }
  return applied;
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
