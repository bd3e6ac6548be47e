// Names the product gives to its currencies and boosters (spec 1 §3, §8, §9), in the player's
// language. @levelup/domain keeps the English ones for the server.
import type { Currency } from '@levelup/domain/currency';
import { uiText } from './ui-text.ts';

/** "ALLY tokens", "Gold", "Playpoints" or "Snowflakes". */
export function currencyText(currency: Currency): string {
  return uiText(`currency.${currency}`);
}

/** "7-DAY XP BOOST". */
export function boosterText(days: number): string {
  return uiText('booster.name', { days });
}
