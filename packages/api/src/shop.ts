import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { ShopItemsDocument } from './generated/graphql.ts';
import type { ShopItemsQueryVariables } from './generated/graphql.ts';

export { ShopItemsDocument };
export type { ShopItemsQuery, ShopItemsQueryVariables, PaymentType } from './generated/graphql.ts';

/** spec 1 §9: shop items are cached for 300 s. */
export const SHOP_CACHE_MS = 300_000;

export const shopKeys = {
  items: (variables: ShopItemsQueryVariables) =>
    ['shop', 'items', [...variables.keys].sort(), variables.premiumPassKey ?? null] as const,
};

/** Purchasable boosters and the premium pass (spec 1 §7 "Shop items": public, cached 300 s). */
export function shopItemsQueryOptions(client: ApiClient, variables: ShopItemsQueryVariables) {
  return queryOptions({
    queryKey: shopKeys.items(variables),
    queryFn: () => client.request(ShopItemsDocument, variables),
    staleTime: SHOP_CACHE_MS,
    gcTime: SHOP_CACHE_MS,
  });
}
