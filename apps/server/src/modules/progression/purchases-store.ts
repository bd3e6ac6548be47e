// Drizzle queries of shop purchases (spec 1 §3 Shop item, Purchase result, Transaction record).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '#db/client.ts';
import { items } from '#db/schema/catalog.ts';
import { purchaseTransactions } from '#db/schema/progression.ts';
import { shopItemPrices, shopItems } from '#db/schema/shop.ts';
import type { ItemTransaction } from '#generated/resolvers.ts';
import type { TransactionEvent } from '#realtime/player-events.ts';

export type PurchaseRow = typeof purchaseTransactions.$inferSelect;

/** A shop item with its item type and prices, or undefined. */
export async function findShopItem(db: Database, itemKey: string) {
  const [row] = await db
    .select({
      itemKey: shopItems.itemKey,
      type: items.type,
      duration: shopItems.duration,
      isPurchasable: shopItems.isPurchasable,
    })
    .from(shopItems)
    .innerJoin(items, eq(items.itemKey, shopItems.itemKey))
    .where(eq(shopItems.itemKey, itemKey));
  if (!row) return undefined;
  const prices = await db
    .select({
      paymentType: shopItemPrices.paymentType,
      currency: shopItemPrices.currency,
      price: shopItemPrices.price,
      chainId: shopItemPrices.chainId,
    })
    .from(shopItemPrices)
    .where(eq(shopItemPrices.shopItemKey, itemKey))
    .orderBy(asc(shopItemPrices.position));
  return { ...row, prices };
}

export type ShopItemRow = NonNullable<Awaited<ReturnType<typeof findShopItem>>>;

export async function insertPurchase(
  tx: Database,
  purchase: Pick<
    PurchaseRow,
    'userId' | 'itemKey' | 'quantity' | 'paymentType' | 'currency' | 'amount' | 'chainId'
  >,
): Promise<PurchaseRow> {
  const [row] = await tx.insert(purchaseTransactions).values(purchase).returning();
  if (!row) throw new Error('inserting a purchase returned no row');
  return row;
}

/**
 * PENDING (or FAILED: a late payment) -> SUCCESS once; undefined when the purchase is unknown or has
 * already succeeded.
 */
export async function markPurchaseSucceeded(tx: Database, txId: string) {
  const [row] = await tx
    .update(purchaseTransactions)
    .set({ status: 'SUCCESS', failureReason: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(purchaseTransactions.id, txId),
        inArray(purchaseTransactions.status, ['PENDING', 'FAILED']),
      ),
    )
    .returning();
  return row;
}

/** PENDING -> FAILED with the reason; undefined when the purchase is unknown or no longer pending. */
export async function markPurchaseFailed(tx: Database, txId: string, reason: string) {
  const [row] = await tx
    .update(purchaseTransactions)
    .set({ status: 'FAILED', failureReason: reason, updatedAt: sql`now()` })
    .where(and(eq(purchaseTransactions.id, txId), eq(purchaseTransactions.status, 'PENDING')))
    .returning();
  return row;
}

/** Purchase ids (txId) are uuids; anything else names no purchase (and is never sent to the database). */
export function isPurchaseId(txId: string): boolean {
  return purchaseId.safeParse(txId).success;
}
const purchaseId = z.guid();

/** A purchase by its txId, whoever owns it (a payment confirmation names only the purchase). */
export async function findPurchaseById(
  db: Database,
  txId: string,
): Promise<PurchaseRow | undefined> {
  if (!isPurchaseId(txId)) return undefined;
  const [row] = await db
    .select()
    .from(purchaseTransactions)
    .where(eq(purchaseTransactions.id, txId));
  return row;
}

export async function findPurchaseOwner(db: Database, txId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: purchaseTransactions.userId })
    .from(purchaseTransactions)
    .where(eq(purchaseTransactions.id, txId));
  return row?.userId ?? null;
}

/** One of the player's purchases; undefined when unknown, not theirs, or not a purchase id. */
export async function findPurchase(db: Database, txId: string, userId: string) {
  if (!isPurchaseId(txId)) return undefined;
  const [row] = await db
    .select()
    .from(purchaseTransactions)
    .where(and(eq(purchaseTransactions.id, txId), eq(purchaseTransactions.userId, userId)));
  return row;
}

/** The JSON-safe form a transaction subscription delivers (spec 1 §3 Transaction record). */
export function toTransactionEvent(purchase: PurchaseRow): TransactionEvent {
  return {
    txId: purchase.id,
    status: purchase.status,
    itemKey: purchase.itemKey,
    quantity: purchase.quantity,
    paymentType: purchase.paymentType,
    currency: purchase.currency,
    createdAt: purchase.createdAt.toISOString(),
  };
}

/** spec 1 §3 Transaction record, as Query.userItemTransaction and the payment mutations answer it. */
export function toItemTransaction(purchase: PurchaseRow): ItemTransaction {
  return {
    txId: purchase.id,
    status: purchase.status,
    itemKey: purchase.itemKey,
    quantity: purchase.quantity,
    paymentType: purchase.paymentType,
    currency: purchase.currency,
    createdAt: purchase.createdAt,
  };
}
