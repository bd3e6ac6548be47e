// Issue 29 §3 (data changes with a preview): what applying data files would change, found by applying
// them for real in a transaction that is then rolled back — the same code path as the apply, so the
// preview cannot disagree with it. It reports the rows each file changes, the rows added, changed and
// removed per table, and how many players hold a battle pass reward that would change or go.
import { getTableColumns, getTableName, inArray, sql, type Table } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '#db/client.ts';
import { gameAssets, games, items } from '#db/schema/catalog.ts';
import {
  challengeStages,
  challengeStakes,
  challenges,
  missionRewards,
  missions,
  stakeRewards,
} from '#db/schema/challenges.ts';
import { chestSettings, chestTables } from '#db/schema/chests.ts';
import { freeMintEvents, freeMints } from '#db/schema/mints.ts';
import { rewardCollectLogs } from '#db/schema/reward-collect-logs.ts';
import { rewardCampaigns } from '#db/schema/rewards.ts';
import { battlePassLevels, battlePasses, rewards, specialMissions } from '#db/schema/season.ts';
import { shopItemPrices, shopItems } from '#db/schema/shop.ts';
import { cmsMenus, cmsPages, featureFlags } from '#db/schema/site.ts';
import { wallFeeds, wallPosts } from '#db/schema/wall.ts';
import { applyFilesIn, type AppliedFile } from './apply-files.ts';
import type { DataFile, DataFileKind } from './data-file.ts';

/** The tables each kind of data file writes. */
const TABLES_OF: Record<DataFileKind, PgTable[]> = {
  catalog: [games, gameAssets, items],
  season: [battlePasses, battlePassLevels, rewards, specialMissions],
  shop: [shopItems, shopItemPrices],
  site: [featureFlags, cmsMenus],
  pages: [cmsPages],
  mints: [freeMints, freeMintEvents],
  challenges: [
    challenges,
    challengeStages,
    missions,
    missionRewards,
    challengeStakes,
    stakeRewards,
  ],
  chests: [chestTables, chestSettings],
  'reward-campaigns': [rewardCampaigns],
  'wall-feeds': [wallFeeds],
  'wall-posts': [wallPosts],
};

export type TableChange = { table: string; added: number; changed: number; removed: number };

export type DataFilePreview = {
  files: AppliedFile[];
  /** Tables with at least one row added, changed or removed. */
  tables: TableChange[];
  /** Players who collected a battle pass reward that would change or be removed. */
  playersHoldingChangedRewards: number;
};

class PreviewRollback extends Error {
  constructor(readonly preview: DataFilePreview) {
    super('preview');
  }
}

/** Applies the files in a transaction, measures what changed, and rolls it all back. */
export async function previewDataFiles(
  db: Database,
  files: readonly DataFile[],
): Promise<DataFilePreview> {
  const tables = [...new Set(files.flatMap((file) => TABLES_OF[file.kind]))];
  try {
    await db.transaction(async (tx) => {
      const before = await rowsOfTables(tx, tables);
      const applied = await applyFilesIn(tx, files, null);
      const after = await rowsOfTables(tx, tables);
      const changes = tables.map((table, index) =>
        tableChange(getTableName(table), before[index]!, after[index]!),
      );
      const rewardIndex = tables.indexOf(rewards);
      const movedRewards =
        rewardIndex < 0 ? [] : movedIds(before[rewardIndex]!, after[rewardIndex]!);
      throw new PreviewRollback({
        files: applied,
        tables: changes.filter((change) => change.added + change.changed + change.removed > 0),
        playersHoldingChangedRewards: await playersHolding(tx, movedRewards),
      });
    });
  } catch (error) {
    if (error instanceof PreviewRollback) return error.preview;
    throw error;
  }
  throw new Error('a preview always rolls back');
}

/** The tables' rows, one query after the other: a transaction is one connection. */
async function rowsOfTables(tx: Database, tables: PgTable[]): Promise<Map<string, string>[]> {
  const read: Map<string, string>[] = [];
  for (const table of tables) read.push(await rowsByKey(tx, table));
  return read;
}

/** Every row of the table as JSON text, keyed by its primary key. */
async function rowsByKey(tx: Database, table: PgTable): Promise<Map<string, string>> {
  const keyColumns = primaryKeyNames(table);
  const rows = (await tx.select().from(table as Table)) as Record<string, unknown>[];
  return new Map(
    rows.map((row) => [JSON.stringify(keyColumns.map((name) => row[name])), JSON.stringify(row)]),
  );
}

function primaryKeyNames(table: PgTable): string[] {
  const columns = Object.entries(getTableColumns(table));
  const single = columns.filter(([, column]) => column.primary).map(([name]) => name);
  if (single.length > 0) return single;
  const composite = getTableConfig(table).primaryKeys[0]?.columns.map((column) => column.name);
  if (!composite) return columns.map(([name]) => name);
  return columns.filter(([, column]) => composite.includes(column.name)).map(([name]) => name);
}

function tableChange(
  table: string,
  before: Map<string, string>,
  after: Map<string, string>,
): TableChange {
  let added = 0;
  let changed = 0;
  for (const [key, row] of after) {
    const was = before.get(key);
    if (was === undefined) added += 1;
    else if (was !== row) changed += 1;
  }
  const removed = [...before.keys()].filter((key) => !after.has(key)).length;
  return { table, added, changed, removed };
}

/** The ids (single-column keys) of rows changed or removed. */
function movedIds(before: Map<string, string>, after: Map<string, string>): number[] {
  return [...before]
    .filter(([key, row]) => after.get(key) !== row)
    .map(([key]) => Number((JSON.parse(key) as unknown[])[0]));
}

async function playersHolding(tx: Database, rewardIds: number[]): Promise<number> {
  if (rewardIds.length === 0) return 0;
  const [row] = await tx
    .select({ players: sql<string>`count(distinct ${rewardCollectLogs.userId})` })
    .from(rewardCollectLogs)
    .where(inArray(rewardCollectLogs.rewardId, rewardIds));
  return Number(row?.players ?? 0);
}
