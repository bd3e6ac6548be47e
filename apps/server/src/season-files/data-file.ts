// Reads a YAML data file and validates it against the schema its `kind` names. Every problem is
// reported as "<file>: <field path>: <message>" so a broken file says exactly what to fix.
import path from 'node:path';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { catalogFileSchema, type CatalogFile } from './catalog-file.ts';
import { challengesFileSchema, type ChallengesFile } from './challenges-file.ts';
import { chestsFileSchema, type ChestsFile } from './chests-file.ts';
import { mintsFileSchema, type MintsFile } from './mints-file.ts';
import { rewardCampaignsFileSchema, type RewardCampaignsFile } from './reward-campaigns-file.ts';
import { seasonFileSchema, type SeasonFile } from './season-file.ts';
import { shopFileSchema, type ShopFile } from './shop-file.ts';
import { pagesFileSchema, type PagesFile } from './pages-file.ts';
import { siteFileSchema, type SiteFile } from './site-file.ts';
import {
  wallFeedsFileSchema,
  wallPostsFileSchema,
  type WallFeedsFile,
  type WallPostsFile,
} from './wall-file.ts';

/** A validated data file; `text` is the file as written (kept in the history, issue 29 §3). */
export type DataFile = { source: string; text: string } & (
  | { kind: 'catalog'; data: CatalogFile }
  | { kind: 'season'; data: SeasonFile }
  | { kind: 'shop'; data: ShopFile }
  | { kind: 'site'; data: SiteFile }
  | { kind: 'pages'; data: PagesFile }
  | { kind: 'mints'; data: MintsFile }
  | { kind: 'challenges'; data: ChallengesFile }
  | { kind: 'chests'; data: ChestsFile }
  | { kind: 'reward-campaigns'; data: RewardCampaignsFile }
  | { kind: 'wall-feeds'; data: WallFeedsFile }
  | { kind: 'wall-posts'; data: WallPostsFile }
);

export type DataFileKind = DataFile['kind'];

/**
 * Order of application: the catalog first, since every other kind refers to its items; challenges
 * after seasons, whose battle passes and special missions they name; chests after the catalog.
 */
export const dataFileKinds = [
  'catalog',
  'season',
  'shop',
  'site',
  'pages',
  'challenges',
  // After challenges: a launchpad collection names the missions that qualify a player (issue 13).
  'mints',
  'chests',
  'reward-campaigns',
  'wall-feeds',
  'wall-posts',
] as const satisfies readonly DataFileKind[];

/** One or more problems in data files; nothing was applied. */
export class DataFileError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'DataFileError';
  }
}

/** "<file>: <path>: <message>", the path written like levels[3].premiumRewards[0].itemKey. */
export function problem(
  source: string,
  fieldPath: readonly PropertyKey[],
  message: string,
): string {
  const at = z.core.toDotPath(fieldPath as PropertyKey[]);
  return `${path.basename(source)}: ${at ? `${at}: ` : ''}${message}`;
}

/** Parses and validates one data file; throws DataFileError naming every bad field. */
export function parseDataFile(source: string, text: string): DataFile {
  const document = parseDocument(text);
  if (document.errors.length > 0) {
    throw new DataFileError(
      document.errors.map((error) => problem(source, [], `invalid YAML: ${error.message}`)),
    );
  }
  const raw: unknown = document.toJS();
  const kind = z.object({ kind: z.enum(dataFileKinds) }).safeParse(raw);
  if (!kind.success) {
    throw new DataFileError([
      problem(source, ['kind'], `must be one of ${dataFileKinds.join(', ')}`),
    ]);
  }
  switch (kind.data.kind) {
    case 'catalog':
      return { source, text, kind: 'catalog', data: validate(source, catalogFileSchema, raw) };
    case 'season':
      return { source, text, kind: 'season', data: validate(source, seasonFileSchema, raw) };
    case 'shop':
      return { source, text, kind: 'shop', data: validate(source, shopFileSchema, raw) };
    case 'site':
      return { source, text, kind: 'site', data: validate(source, siteFileSchema, raw) };
    case 'pages':
      return { source, text, kind: 'pages', data: validate(source, pagesFileSchema, raw) };
    case 'mints':
      return { source, text, kind: 'mints', data: validate(source, mintsFileSchema, raw) };
    case 'challenges':
      return {
        source,
        text,
        kind: 'challenges',
        data: validate(source, challengesFileSchema, raw),
      };
    case 'chests':
      return { source, text, kind: 'chests', data: validate(source, chestsFileSchema, raw) };
    case 'reward-campaigns':
      return {
        source,
        text,
        kind: 'reward-campaigns',
        data: validate(source, rewardCampaignsFileSchema, raw),
      };
    case 'wall-feeds':
      return { source, text, kind: 'wall-feeds', data: validate(source, wallFeedsFileSchema, raw) };
    case 'wall-posts':
      return { source, text, kind: 'wall-posts', data: validate(source, wallPostsFileSchema, raw) };
  }
}

function validate<TSchema extends z.ZodType>(
  source: string,
  schema: TSchema,
  raw: unknown,
): z.output<TSchema> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  throw new DataFileError(
    result.error.issues.map((issue) => problem(source, issue.path, issue.message)),
  );
}
