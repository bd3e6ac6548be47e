import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ApiClient } from '@levelup/api/client';
import { battlePassPageQueryOptions } from '@levelup/api/battle-pass';
import { shopItemsQueryOptions } from '@levelup/api/shop';
import { premiumPriceLabel } from '../lib/premium-price-label.ts';

/** The season (settings, theme, levels) the route loader fetched, and the premium pass price once known. */
export function useBattlePassSeason(api: ApiClient, group: string) {
  const { data } = useSuspenseQuery(battlePassPageQueryOptions(api, { group }));
  const premiumPassKey = data.battlePass.premiumPassItemKey;
  // The price is extra: the track shows without it while the shop query runs.
  const shop = useQuery(shopItemsQueryOptions(api, { keys: [], premiumPassKey }));
  return {
    battlePass: data.battlePass,
    premiumPriceLabel: premiumPriceLabel(shop.data?.shopItems, premiumPassKey),
  };
}
