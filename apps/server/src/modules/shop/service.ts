// Shop rules (spec 1 §5: only purchasable items are listed; §9: at most 10 items are fetched).
import type { Database } from '#db/client.ts';
import { invalidInput } from '#errors.ts';
import type { ShopItem } from '#generated/resolvers.ts';
import { listPrices, listPurchasableShopItems } from './store.ts';

/** spec 1 §9 shop query limit. */
export const SHOP_QUERY_LIMIT = 10;

/** More keys than this in one request is not a shop page asking: reject it as invalid input. */
const MAX_REQUESTED_KEYS = 50;

export type ShopService = ReturnType<typeof createShopService>;

export function createShopService(db: Database) {
  return {
    /** Purchasable items whose key is in `keys` or equals `premiumPassKey` (spec 1 §7 "Shop items"). */
    async shopItems(
      keys: readonly string[],
      premiumPassKey: string | null | undefined,
    ): Promise<ShopItem[]> {
      if (keys.length > MAX_REQUESTED_KEYS)
        throw invalidInput(`At most ${MAX_REQUESTED_KEYS} keys may be requested.`);
      const wanted = [...new Set(premiumPassKey ? [...keys, premiumPassKey] : keys)];
      if (wanted.length === 0) return [];
      const rows = await listPurchasableShopItems(db, wanted, SHOP_QUERY_LIMIT);
      const prices = await listPrices(
        db,
        rows.map((row) => row.key),
      );
      return rows.map((row) => ({
        key: row.key,
        name: row.name,
        type: row.type,
        isPurchasable: row.isPurchasable,
        metadata: { duration: row.duration },
        prices: prices
          .filter((price) => price.shopItemKey === row.key)
          .map((price) => ({
            price: price.price,
            currency: price.currency,
            paymentType: price.paymentType,
            metadata: { chainId: price.chainId },
          })),
      }));
    },
  };
}
