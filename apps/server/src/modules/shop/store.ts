// Drizzle queries of the shop module.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { items } from '#db/schema/catalog.ts';
import { shopItemPrices, shopItems } from '#db/schema/shop.ts';

/** Purchasable shop items whose key is one of `keys`, by key, at most `limit`. */
export function listPurchasableShopItems(db: Database, keys: string[], limit: number) {
  return db
    .select({
      key: shopItems.itemKey,
      name: shopItems.name,
      type: items.type,
      duration: shopItems.duration,
      isPurchasable: shopItems.isPurchasable,
    })
    .from(shopItems)
    .innerJoin(items, eq(items.itemKey, shopItems.itemKey))
    .where(and(eq(shopItems.isPurchasable, true), inArray(shopItems.itemKey, keys)))
    .orderBy(asc(shopItems.itemKey))
    .limit(limit);
}

export function listPrices(db: Database, shopItemKeys: string[]) {
  if (shopItemKeys.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(shopItemPrices)
    .where(inArray(shopItemPrices.shopItemKey, shopItemKeys))
    .orderBy(asc(shopItemPrices.shopItemKey), asc(shopItemPrices.position));
}
