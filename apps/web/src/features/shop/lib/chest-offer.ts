// spec 1 §2 /shop "chests with their odds" (issue 12: the odds of each chest are shown before the
// player buys it): the legendary chest, sold for Gold (spec 2 §4 Legendary chest purchase), with its
// drop table as one line per drop, likeliest first.
import type { ChestDropFieldsFragment } from '@levelup/api/wall';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 });
const amount = new Intl.NumberFormat('en-US');

/** "12.5% · 5–20 Gold" */
export function chestOddsLine(drop: ChestDropFieldsFragment): string {
  const amounts =
    drop.minAmount === drop.maxAmount
      ? amount.format(drop.minAmount)
      : `${amount.format(drop.minAmount)}–${amount.format(drop.maxAmount)}`;
  return `${percent.format(drop.probability)} · ${amounts} ${drop.item.name}`;
}

export function chestOddsLines(drops: ReadonlyArray<ChestDropFieldsFragment>): string[] {
  return [...drops].sort((a, b) => b.probability - a.probability).map(chestOddsLine);
}
