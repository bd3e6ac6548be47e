// Buying shop items (spec 1 §7 Purchase shop item, §5 booster rules, §8 purchase errors). A purchase
// is a purchase_transactions row that goes PENDING -> SUCCESS exactly once (fulfilPurchase), which
// grants the item, or PENDING -> FAILED (failPurchase). COIN purchases pay with an in-app currency and
// are fulfilled in the same transaction; card and crypto payments (modules/payments) open the PENDING
// row, take the payment outside, and call fulfilPurchase with the txId once it is verified.
import { isCurrency } from '@levelup/domain/currency';
import { isBoosterItemKey } from '@levelup/domain/xp-boost';
import { AppError, invalidInput } from '#errors.ts';
import type { FeatureFlags, PaymentType } from '#generated/resolvers.ts';
import { toItemLogEvent } from '#modules/ledger/item-log.ts';
import { debit } from '#modules/ledger/service.ts';
import { insertNotification } from '#modules/notifications/store.ts';
import { hasActiveBooster } from './boosters.ts';
import { PlatformEvent, recordPlatformEvent } from '#modules/challenges/platform-events.ts';
import { grantItem, type TxScope } from './grants.ts';
import {
  BOOSTER_ALREADY_ACTIVE_MESSAGE,
  INVALID_BOOSTER_CONFIGURATION_MESSAGE,
  LedgerReason,
  MISSING_ITEM_KEY_OR_PRICE_MESSAGE,
  PREMIUM_UNAVAILABLE_MESSAGE,
} from './messages.ts';
import {
  findPurchaseOwner,
  findShopItem,
  insertPurchase,
  markPurchaseFailed,
  markPurchaseSucceeded,
  type PurchaseRow,
  type ShopItemRow,
  toTransactionEvent,
} from './purchases-store.ts';
import { findBalance, lockPlayer } from './store.ts';

export type PurchaseRequest = {
  itemKey: string;
  quantity: number;
  paymentType: PaymentType;
  currency: string;
  /** CRYPTO: the chain of the price paid. */
  chainId?: number | null;
};

const isBooster = (item: { itemKey: string; type: string }) =>
  item.type === 'XP_BOOSTER' || isBoosterItemKey(item.itemKey);
const isPremiumPass = (item: { type: string }) => item.type === 'PREMIUM_PASS';

/** A purchasable shop item, else item-not-purchasable. */
export async function purchasableItem(scope: TxScope, itemKey: string): Promise<ShopItemRow> {
  const item = itemKey.trim() === '' ? undefined : await findShopItem(scope.tx, itemKey);
  if (!item?.isPurchasable)
    throw new AppError('item-not-purchasable', `${itemKey || 'This item'} is not for sale.`);
  return item;
}

/**
 * spec 1 §5: the price of the request's payment type and currency (and, for crypto, chain) must exist
 * and be positive, else invalid-configuration. A COIN price must be in an in-app currency.
 */
function priceOf(item: ShopItemRow, request: PurchaseRequest): number {
  const price = item.prices.find(
    (candidate) =>
      candidate.paymentType === request.paymentType &&
      candidate.currency === request.currency &&
      (request.paymentType !== 'CRYPTO' || candidate.chainId === request.chainId),
  );
  const valid =
    price !== undefined &&
    Number.isFinite(price.price) &&
    price.price > 0 &&
    (request.paymentType !== 'COIN' ||
      (isCurrency(request.currency) && Number.isSafeInteger(price.price)));
  if (!valid)
    throw new AppError(
      'invalid-configuration',
      isBooster(item) ? INVALID_BOOSTER_CONFIGURATION_MESSAGE : MISSING_ITEM_KEY_OR_PRICE_MESSAGE,
    );
  return price.price;
}

/**
 * Checks a purchase before any money moves: purchasable item, the premium pass switch, quantity 1, a
 * price for the payment type. Returns the item and the price of one. Whether card or crypto payment is
 * configured is the payments module's check.
 */
export async function checkPurchase(
  scope: TxScope,
  request: PurchaseRequest,
  flags: Pick<FeatureFlags, 'premiumPass'>,
): Promise<{ item: ShopItemRow; price: number }> {
  const item = await purchasableItem(scope, request.itemKey);
  if (isPremiumPass(item) && !flags.premiumPass)
    throw new AppError('premium-unavailable', PREMIUM_UNAVAILABLE_MESSAGE);
  // spec 1 §7: quantity 1 for a coin purchase; card and crypto purchases buy one item as well.
  if (request.quantity !== 1) throw invalidInput('A purchase buys exactly 1 item.');
  return { item, price: priceOf(item, request) };
}

/**
 * Opens a purchase: the checks of {@link checkPurchase}, booster-already-active (spec 1 §5) and an owned
 * premium pass, then a PENDING purchase row for the price. In the caller's transaction under the player
 * lock; the payment (coin debit, card, crypto) and {@link fulfilPurchase} follow.
 */
export async function openPurchase(
  scope: TxScope,
  userId: string,
  request: PurchaseRequest,
  flags: Pick<FeatureFlags, 'premiumPass' | 'multiBoosterPurchaseDisabled'>,
): Promise<{ purchase: PurchaseRow; item: ShopItemRow }> {
  const { item, price } = await checkPurchase(scope, request, flags);
  // spec 1 §5: with multi-booster purchase disabled, no second booster while one is active.
  if (
    isBooster(item) &&
    flags.multiBoosterPurchaseDisabled &&
    (await hasActiveBooster(scope.tx, userId, scope.now))
  )
    throw new AppError('booster-already-active', BOOSTER_ALREADY_ACTIVE_MESSAGE);
  if (isPremiumPass(item) && (await findBalance(scope.tx, userId, item.itemKey)) > 0)
    throw new AppError('item-not-purchasable', 'You already have this Premium Pass.');
  const purchase = await insertPurchase(scope.tx, {
    userId,
    itemKey: item.itemKey,
    quantity: request.quantity,
    paymentType: request.paymentType,
    currency: request.currency,
    amount: price * request.quantity,
    chainId: request.paymentType === 'CRYPTO' ? (request.chainId ?? null) : null,
  });
  return { purchase, item };
}

/**
 * Buys with an in-app currency: the purchase row, the debit (insufficient-balance rolls all of it
 * back) and the fulfilment, in the caller's transaction under the player lock.
 */
export async function purchaseWithCoin(
  scope: TxScope,
  userId: string,
  request: PurchaseRequest,
  flags: Pick<FeatureFlags, 'premiumPass' | 'multiBoosterPurchaseDisabled'>,
): Promise<PurchaseRow> {
  if (request.paymentType !== 'COIN') throw new Error('purchaseWithCoin takes COIN purchases');
  const { purchase } = await openPurchase(scope, userId, request, flags);
  const { entry } = await debit(scope, {
    userId,
    currency: request.currency,
    amount: purchase.amount,
    reason: LedgerReason.purchase,
    idempotencyKey: `purchase:${purchase.id}:payment`,
  });
  if (entry) scope.emit(userId, { kind: 'itemLog', log: toItemLogEvent(entry) });
  const fulfilled = await fulfilPurchase(scope, purchase.id);
  if (!fulfilled) throw new Error(`purchase ${purchase.id} was not pending`);
  return fulfilled;
}

/**
 * A PENDING purchase whose payment failed (card declined, intent canceled) becomes FAILED, with the
 * transaction event; null when it is unknown or no longer pending.
 */
export async function failPurchase(
  scope: TxScope,
  txId: string,
  reason: string,
): Promise<PurchaseRow | null> {
  const owner = await findPurchaseOwner(scope.tx, txId);
  if (!owner) return null;
  await lockPlayer(scope.tx, owner);
  const purchase = await markPurchaseFailed(scope.tx, txId, reason);
  if (!purchase) return null;
  scope.emit(purchase.userId, { kind: 'transaction', transaction: toTransactionEvent(purchase) });
  return purchase;
}

/**
 * Completes a PENDING (or FAILED, when a late payment still arrives) purchase exactly once: SUCCESS, the item granted (a booster activates), the
 * PurchaseXpBooster / PurchaseBattlePassPremium notification and the transaction event. Returns null
 * when the purchase is unknown or already succeeded (a repeated confirmation changes nothing).
 */
export async function fulfilPurchase(scope: TxScope, txId: string): Promise<PurchaseRow | null> {
  // The player lock first, as every progression change takes it (a booster queues after the latest).
  const owner = await findPurchaseOwner(scope.tx, txId);
  if (!owner) return null;
  await lockPlayer(scope.tx, owner);
  const purchase = await markPurchaseSucceeded(scope.tx, txId);
  if (!purchase) return null;
  const { userId, itemKey } = purchase;
  await grantItem(scope, {
    userId,
    itemKey,
    amount: purchase.quantity,
    reason: LedgerReason.purchase,
    idempotencyKey: `purchase:${purchase.id}`,
    season: null,
  });
  // Platform event (issue 11): "make a purchase" missions, in the transaction that completes it.
  await recordPlatformEvent(scope, userId, PlatformEvent.purchaseMade, purchase.quantity, {
    itemKey,
  });
  const item = await findShopItem(scope.tx, itemKey);
  const notificationType =
    item && isBooster(item)
      ? 'PurchaseXpBooster'
      : item && isPremiumPass(item)
        ? 'PurchaseBattlePassPremium'
        : null;
  if (notificationType) {
    const notification = await insertNotification(scope.tx, userId, notificationType, { itemKey });
    scope.emit(userId, { kind: 'notification', notification });
  }
  scope.emit(userId, { kind: 'transaction', transaction: toTransactionEvent(purchase) });
  return purchase;
}
