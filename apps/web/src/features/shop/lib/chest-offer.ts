// spec 1 §2 /shop "chests with their odds" (issue 12: the odds of each chest are shown before the
// player buys it): the legendary chest, sold for Gold (spec 2 §4 Legendary chest purchase), with its
// drop table as one line per drop, likeliest first.
import { shopText } from '../shop-text.ts';
import type { ChestDropFieldsFragment } from '@levelup/api/wall';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 });
const amount = new Intl.NumberFormat('en-US');

/** "12.5% · 5–20 Gold" */
export function chestOddsLine(drop: ChestDropFieldsFragment): string {
  const amounts =
    drop.minAmount === drop.maxAmount
      ? amount.format(drop.minAmount)
      : shopText('chests.amountRange', {
          min: amount.format(drop.minAmount),
          max: amount.format(drop.maxAmount),
        });
  return shopText('chests.oddsLine', {
    chance: percent.format(drop.probability),
    amount: amounts,
    name: drop.item.name,
  });
}

export function chestOddsLines(drops: ReadonlyArray<ChestDropFieldsFragment>): string[] {
  return [...drops].sort((a, b) => b.probability - a.probability).map(chestOddsLine);
}
