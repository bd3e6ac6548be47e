// The chests' drop tables as the shared odds list reads them.
import type { ChestDropFieldsFragment } from '@levelup/api/wall';
import type { ChestOddsLine } from '@levelup/ui/wall/chest-odds-list';

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
