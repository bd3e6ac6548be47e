// Chest rows as the GraphQL types of modules/chests/schema.graphql.
import {
  chestOdds,
  mergeChestTotals,
  type ChestItemTotal as ItemTotal,
} from '@levelup/domain/chest-odds';
import type { ChestTable } from '@levelup/domain/chest-rolls';
import type {
  ChestDrop,
  ChestItemTotal,
  ChestOdds,
  ChestOpening,
  Item,
  RewardItem,
} from '#generated/resolvers.ts';
import { rewardMetadata } from '#modules/rewards/code-metadata.ts';
import type { OpenedReward, OpeningWithHash } from './store.ts';

/** Item keys a table's views need. */
export const tableItemKeys = (table: ChestTable) => [
  ...table.lines.map((line) => line.itemKey),
  ...table.guaranteed.map((item) => item.itemKey),
];

export function toRewardItems(
  rewards: readonly OpenedReward[],
  items: Map<string, Item>,
): RewardItem[] {
  return rewards.flatMap((reward) => {
    const item = items.get(reward.itemKey);
    const metadata = rewardMetadata({}, reward.codeIds);
    return item ? [{ itemKey: reward.itemKey, amount: reward.amount, item, metadata }] : [];
  });
}

export function toChestDrops(table: ChestTable, items: Map<string, Item>): ChestDrop[] {
  return chestOdds(table).lines.flatMap((line) => {
    const item = items.get(line.itemKey);
    return item ? [{ ...line, item }] : [];
  });
}

function toChestItemTotals(
  totals: readonly ItemTotal[],
  items: Map<string, Item>,
): ChestItemTotal[] {
  return totals.flatMap((total) => {
    const item = items.get(total.itemKey);
    return item ? [{ ...total, item }] : [];
  });
}

/** Issue 27: the published odds are @levelup/domain's chestOdds of the table the roll uses. */
export function toChestOdds(
  chestType: string,
  table: ChestTable,
  items: Map<string, Item>,
): ChestOdds {
  const odds = chestOdds(table);
  return {
    chestType,
    item: items.get(chestType) ?? null,
    guaranteed: toRewardItems(odds.guaranteed, items),
    rolls: odds.rolls,
    drops: toChestDrops(table, items),
    totals: toChestItemTotals(odds.totals, items),
  };
}

export function toChestOpening(row: OpeningWithHash, items: Map<string, Item>): ChestOpening {
  return {
    id: row.id,
    chestType: row.chestType,
    rewards: toRewardItems(row.rewards, items),
    period: row.period,
    seedHash: row.seedHash,
    counter: row.counter,
    openedAt: row.openedAt,
  };
}

/**
 * The daily rewards pool's drops: the chance of each item on one roll of a daily chest, over its
 * rarities (rarity weight x line weight), one entry per item with the widest amount range.
 */
export function mergeDailyDrops(
  rarities: readonly { chestType: string; weight: number }[],
  tables: Map<string, ChestTable>,
  items: Map<string, Item>,
): ChestDrop[] {
  const present = rarities.filter((rarity) => tables.has(rarity.chestType));
  const total = present.reduce((sum, rarity) => sum + rarity.weight, 0);
  const merged = new Map<string, ChestDrop>();
  for (const rarity of present) {
    for (const drop of toChestDrops(tables.get(rarity.chestType)!, items)) {
      const probability = (rarity.weight / total) * drop.probability;
      const known = merged.get(drop.itemKey);
      merged.set(
        drop.itemKey,
        known
          ? {
              ...known,
              minAmount: Math.min(known.minAmount, drop.minAmount),
              maxAmount: Math.max(known.maxAmount, drop.maxAmount),
              probability: known.probability + probability,
            }
          : { ...drop, probability },
      );
    }
  }
  return [...merged.values()].sort((a, b) => b.probability - a.probability);
}

/**
 * Issue 27: what one daily chest gives, whatever its rarity (spec 2 §4): the fewest and the most rolls
 * and, per item, the least and the most of any rarity's table.
 */
export function mergeDailyTotals(
  rarities: readonly { chestType: string; weight: number }[],
  tables: Map<string, ChestTable>,
  items: Map<string, Item>,
): { minRolls: number; maxRolls: number; totals: ChestItemTotal[] } {
  const odds = rarities.flatMap((rarity) => {
    const table = tables.get(rarity.chestType);
    return table ? [chestOdds(table)] : [];
  });
  const rolls = odds.map((summary) => summary.rolls);
  return {
    minRolls: rolls.length > 0 ? Math.min(...rolls) : 0,
    maxRolls: rolls.length > 0 ? Math.max(...rolls) : 0,
    totals: toChestItemTotals(mergeChestTotals(odds), items),
  };
}
