// spec 1 §2 /shop "chests with their odds" (issue 12: the odds of each chest are shown before the
// player buys it): the legendary chest, sold for Gold (spec 2 §4 Legendary chest purchase), with its
// drop table as one line per drop, likeliest first. Issue 27: as the player meets the opening, in the
// Wall's words: what every chest gives, how many rolls, each drop's chance on a roll, each item's total.
import { shopText } from '../shop-text.ts';
import type { ChestDropFieldsFragment, ChestOddsQuery } from '@levelup/api/wall';
import { formatNumber } from '@levelup/ui/i18n/intl-format';
import { wallText } from '@levelup/ui/i18n/wall-text';

const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 2 };

/** "5", or "5–20". */
const rangeText = (min: number, max: number) =>
  min === max
    ? formatNumber(min)
    : shopText('chests.amountRange', { min: formatNumber(min), max: formatNumber(max) });

/** "12.5% · 5–20 Gold" */
export function chestOddsLine(drop: ChestDropFieldsFragment): string {
  const amounts = rangeText(drop.minAmount, drop.maxAmount);
  return shopText('chests.oddsLine', {
    chance: formatNumber(drop.probability, PERCENT),
    amount: amounts,
    name: drop.item.name,
  });
}

export function chestOddsLines(drops: ReadonlyArray<ChestDropFieldsFragment>): string[] {
  return [...drops].sort((a, b) => b.probability - a.probability).map(chestOddsLine);
}

/**
 * "Guaranteed: 10 Playpoints", "3 rolls per chest, each giving one of:", the drops, then
 * "100–1,200 Gold in total" per item; none while the odds load.
 */
export function chestOfferLines(odds: ChestOddsQuery['chestOdds'] | null | undefined): string[] {
  if (!odds) return [];
  return [
    ...odds.totals
      .filter((total) => total.guaranteed)
      .map((total) =>
        wallText('wall.odds.guaranteed', {
          amount: formatNumber(total.minTotal),
          name: total.item.name,
        }),
      ),
    wallText('wall.odds.rolls', { rolls: odds.rolls }),
    ...chestOddsLines(odds.drops),
    ...odds.totals.map((total) =>
      wallText('wall.odds.total', {
        amount: rangeText(total.minTotal, total.maxTotal),
        name: total.item.name,
      }),
    ),
  ];
}
