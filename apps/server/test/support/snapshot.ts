// Every row of every table, to prove an apply changed nothing (updated_at included).
import type { Database } from '#db/client.ts';
import {
  challengeStages,
  challengeStakes,
  challenges,
  missionRewards,
  missions,
  stakeRewards,
} from '#db/schema/challenges.ts';
import { gameAssets, games, items } from '#db/schema/catalog.ts';
import { dataFileVersions } from '#db/schema/data-file-versions.ts';
import { freeMintEvents, freeMints } from '#db/schema/mints.ts';
import { rewardCollectLogs } from '#db/schema/reward-collect-logs.ts';
import { battlePasses, battlePassLevels, rewards, specialMissions } from '#db/schema/season.ts';
import { shopItemPrices, shopItems } from '#db/schema/shop.ts';
import { cmsMenus, featureFlags } from '#db/schema/site.ts';
import { ledgerEntries, userBalances, users } from '#db/schema/users.ts';

const tables = {
  dataFileVersions,
  games,
  gameAssets,
  items,
  battlePasses,
  battlePassLevels,
  rewards,
  specialMissions,
  rewardCollectLogs,
  shopItems,
  shopItemPrices,
  featureFlags,
  cmsMenus,
  freeMints,
  freeMintEvents,
  challenges,
  challengeStages,
  missions,
  missionRewards,
  challengeStakes,
  stakeRewards,
  users,
  userBalances,
  ledgerEntries,
};

export type DatabaseSnapshot = Record<keyof typeof tables, string[]>;

export async function snapshotDatabase(db: Database): Promise<DatabaseSnapshot> {
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const rows = await db.select().from(table);
      return [name, rows.map((row) => JSON.stringify(row)).sort()] as const;
    }),
  );
  return Object.fromEntries(entries) as DatabaseSnapshot;
}

export function rowCounts(snapshot: DatabaseSnapshot): Record<string, number> {
  return Object.fromEntries(Object.entries(snapshot).map(([name, rows]) => [name, rows.length]));
}
