// spec 1 §2 /shop: what the shop offers of the season — its XP boosters, longest first, then its premium
// pass (spec 1 §3 Shop item) — and why one cannot be bought now: a booster while one runs and
// multi-booster purchase is off (spec 1 §5), the premium pass once owned.
import { shopText } from '../shop-text.ts';
import { boosterText } from '@levelup/ui/i18n/product-words';
import type { ShopItemsQuery } from '@levelup/api/shop';
import {
  boosterDurationDays,
  isBoosterItemKey,
  isBoosterPurchaseBlocked,
  sortBoostersLongestFirst,
} from '@levelup/domain/xp-boost';
import { progressionText } from '@levelup/ui/i18n/progression-text';

type ShopItem = ShopItemsQuery['shopItems'][number];

export type ShopOffer = {
  item: ShopItem;
  kind: 'booster' | 'premium';
  name: string;
  summary: string;
  unavailableLabel: string | null;
};

/** The signed-in player's state the offers depend on; null for a visitor. */
export type ShopPlayerState = {
  hasPremium: boolean;
  hasActiveBooster: boolean;
  multiBoosterPurchaseDisabled: boolean;
} | null;

function boosterDays(item: ShopItem): number {
  return item.metadata.duration ?? (isBoosterItemKey(item.key) ? boosterDurationDays(item.key) : 0);
}

export function shopOffers(
  shopItems: ReadonlyArray<ShopItem>,
  season: { xpBoosters: ReadonlyArray<string>; premiumPassItemKey: string; name: string },
  player: ShopPlayerState,
): ShopOffer[] {
  const purchasable = shopItems.filter((item) => item.isPurchasable && item.prices.length > 0);
  const boosterBlocked =
    player !== null &&
    isBoosterPurchaseBlocked({
      multiBoosterPurchaseDisabled: player.multiBoosterPurchaseDisabled,
      hasActiveBooster: player.hasActiveBooster,
    });
  const boosters = sortBoostersLongestFirst(
    purchasable.filter((item) => season.xpBoosters.includes(item.key)),
  ).map((item): ShopOffer => ({
    item,
    kind: 'booster',
    name: boosterText(boosterDays(item)),
    summary: shopText('offer.boosterSummary', { days: boosterDays(item) }),
    unavailableLabel: boosterBlocked
      ? progressionText('progression.buyBooster.alreadyActive')
      : null,
  }));
  const premium = purchasable
    .filter((item) => item.key === season.premiumPassItemKey)
    .map((item): ShopOffer => ({
      item,
      kind: 'premium',
      name: item.name,
      summary: shopText('offer.premiumSummary', { seasonName: season.name }),
      unavailableLabel: player?.hasPremium ? shopText('offer.owned') : null,
    }));
  return [...premium, ...boosters];
}
