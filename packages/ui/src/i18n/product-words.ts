// Names the product gives to its currencies and boosters (spec 1 §3, §8, §9), in the player's
// language. @levelup/domain keeps the English ones for the server.
import type { Currency } from '@levelup/domain/currency';
import { displayUsername, initials } from '@levelup/domain/initials';
import { fixedRewardNameKey, ownRewardName } from '@levelup/domain/items';
import { uiText } from './ui-text.ts';

/** "ALLY tokens", "Gold", "Playpoints" or "Snowflakes". */
export function currencyText(currency: Currency): string {
  return uiText(`currency.${currency}`);
}

/** "7-DAY XP BOOST". */
export function boosterText(days: number): string {
  return uiText('booster.name', { days });
}

/**
 * The name shown for a player (spec 1 §3 User): the trimmed username, else the partner group's fallback
 * name, else "Anonymous User" in the player's language (the domain keeps the English one for the server).
 */
export function playerNameText(username?: string | null, fallback?: string | null): string {
  return displayUsername(username, fallback?.trim() || uiText('account.anonymousUser'));
}

/** Avatar initials of the name shown for a player ("AU" for "Anonymous User"). */
export function playerInitialsText(username?: string | null): string {
  if (!username?.trim()) return uiText('account.anonymousInitials');
  return initials(playerNameText(username));
}

/**
 * The name shown for a reward item (spec 1 §3 Reward): the fixed name of a known key ("XP", "Gold",
 * "Bronze Tier NFT", …) in the player's language, else the item's own name from the server, else its
 * key in title case. @levelup/domain's rewardDisplayName keeps the English for the server.
 */
export function rewardNameText(itemKey: string, fallbackName?: string | null): string {
  const fixed = fixedRewardNameKey(itemKey);
  if (fixed === null) return ownRewardName(itemKey, fallbackName);
  if (fixed === 'GOLD' || fixed === 'PLAYPOINT') return currencyText(fixed);
  return uiText(`rewardName.${fixed}`);
}
