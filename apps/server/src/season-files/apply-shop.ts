// Applies shop.yaml: shop items upserted by item key; a listed item's prices become exactly the file's.
import { and, inArray, sql } from 'drizzle-orm';
import { shopItemPrices, shopItems } from '#db/schema/shop.ts';
import { updateWhenChanged } from '#db/upsert.ts';
import { loadItemTypes, ReferenceCheck, type ApplyContext } from './apply-context.ts';
import type { ShopFile } from './shop-file.ts';

export async function applyShop(context: ApplyContext, file: ShopFile): Promise<void> {
  const check = new ReferenceCheck(context.source);
  const known = await loadItemTypes(
    context.tx,
    file.items.map((item) => item.itemKey),
  );
  file.items.forEach((item, index) => check.item(known, ['items', index, 'itemKey'], item.itemKey));
  check.throwIfAny();
  if (file.items.length === 0) return;

  const written = await context.tx
    .insert(shopItems)
    .values(
      file.items.map((item) => ({
        itemKey: item.itemKey,
        name: item.name,
        duration: item.duration ?? null,
        isPurchasable: item.isPurchasable,
      })),
    )
    .onConflictDoUpdate({
      target: shopItems.itemKey,
      ...updateWhenChanged(shopItems, ['name', 'duration', 'isPurchasable']),
    })
    .returning({ itemKey: shopItems.itemKey });
  context.changes += written.length;

  const prices = file.items.flatMap((item) =>
    item.prices.map((price, position) => ({
      shopItemKey: item.itemKey,
      position,
      paymentType: price.paymentType,
      currency: price.currency,
      price: price.price,
      chainId: price.paymentType === 'CRYPTO' ? price.chainId : null,
    })),
  );
  if (prices.length > 0) {
    const writtenPrices = await context.tx
      .insert(shopItemPrices)
      .values(prices)
      .onConflictDoUpdate({
        target: [shopItemPrices.shopItemKey, shopItemPrices.position],
        ...updateWhenChanged(shopItemPrices, ['paymentType', 'currency', 'price', 'chainId']),
      })
      .returning({ id: shopItemPrices.id });
    context.changes += writtenPrices.length;
  }
  const counts = file.items.map(
    (item) => sql`(${item.itemKey}::text, ${item.prices.length}::integer)`,
  );
  const removed = await context.tx
    .delete(shopItemPrices)
    .where(
      and(
        inArray(
          shopItemPrices.shopItemKey,
          file.items.map((item) => item.itemKey),
        ),
        sql`EXISTS (SELECT 1 FROM (VALUES ${sql.join(counts, sql`, `)}) AS t(item_key, n)
          WHERE t.item_key = ${shopItemPrices.shopItemKey} AND ${shopItemPrices.position} >= t.n)`,
      ),
    )
    .returning({ id: shopItemPrices.id });
  context.changes += removed.length;
}
