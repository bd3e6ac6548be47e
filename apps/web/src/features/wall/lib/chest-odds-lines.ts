// The chests' odds as the shared odds list reads them (issue 27: the rolls, each line's chance on one
// roll and each item's total over one chest, as the server publishes them).
import type {
  ChestDropFieldsFragment,
  ChestItemTotalFieldsFragment,
  ChestOddsQuery,
  DailyRewardsPoolQuery,
} from '@levelup/api/wall';
import type { ChestOdds, ChestOddsLine } from '@levelup/ui/wall/chest-odds-list';

/** Drop lines, likeliest first. */
export function chestOddsLines(drops: ReadonlyArray<ChestDropFieldsFragment>): ChestOddsLine[] {
  return drops
    .map((drop) => ({
      itemKey: drop.itemKey,
      name: drop.item.name,
      imagePath: drop.item.imagePath ?? null,
      minAmount: drop.minAmount,
      maxAmount: drop.maxAmount,
      probability: drop.probability,
    }))
    .sort((a, b) => b.probability - a.probability);
}

function chestTotals(totals: ReadonlyArray<ChestItemTotalFieldsFragment>): ChestOdds['totals'] {
  return totals.map((total) => ({
    itemKey: total.itemKey,
    name: total.item.name,
    minTotal: total.minTotal,
    maxTotal: total.maxTotal,
    guaranteed: total.guaranteed,
  }));
}

/** One chest type's odds (chestOdds); null while loading or for an unknown chest. */
export function chestOddsView(
  odds: ChestOddsQuery['chestOdds'] | null | undefined,
): ChestOdds | null {
  if (!odds) return null;
  return {
    minRolls: odds.rolls,
    maxRolls: odds.rolls,
    lines: chestOddsLines(odds.drops),
    totals: chestTotals(odds.totals),
  };
}

/** The daily chest's odds over its rarities (dailyRewardsPool); null while loading. */
export function dailyChestOddsView(
  pool: DailyRewardsPoolQuery['dailyRewardsPool'] | null | undefined,
): ChestOdds | null {
  if (!pool) return null;
  return {
    minRolls: pool.minRolls,
    maxRolls: pool.maxRolls,
    lines: chestOddsLines(pool.drops),
    totals: chestTotals(pool.totals),
  };
}
