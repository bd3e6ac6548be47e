// spec 1 §2 /shop "chests with their odds" (issue 12: the odds of each chest are shown before the
// player buys it): the legendary chest, sold for Gold (spec 2 §4 Legendary chest purchase), with its
// drop table as one line per drop, likeliest first.
import { shopText } from '../shop-text.ts';
import type { ChestDropFieldsFragment } from '@levelup/api/wall';
import { formatNumber } from '@levelup/ui/i18n/intl-format';

const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 2 };

/** "12.5% · 5–20 Gold" */
export function chestOddsLine(drop: ChestDropFieldsFragment): string {
  const amounts =
    drop.minAmount === drop.maxAmount
      ? formatNumber(drop.minAmount)
      : shopText('chests.amountRange', {
          min: formatNumber(drop.minAmount),
          max: formatNumber(drop.maxAmount),
        });
  return shopText('chests.oddsLine', {
    chance: formatNumber(drop.probability, PERCENT),
    amount: amounts,
    name: drop.item.name,
  });
}

export function chestOddsLines(drops: ReadonlyArray<ChestDropFieldsFragment>): string[] {
  return [...drops].sort((a, b) => b.probability - a.probability).map(chestOddsLine);
}
