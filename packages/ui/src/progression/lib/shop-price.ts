// spec 1 §3 Shop item: prices (price, currency, paymentType CRYPTO or CREDIT_CARD, or COIN for an
// in-app currency). Plain shapes, so the modals need no API types (the API's ShopItem fits them).
import { isCurrency } from '@levelup/domain/currency';
import { currencyText } from '../../i18n/product-words.ts';
import { uiText } from '../../i18n/ui-text.ts';
import type { Currency } from '@levelup/domain/currency';

/** How a price is paid: in-app currency, credit card, or crypto. */
export type PaymentType = 'COIN' | 'CREDIT_CARD' | 'CRYPTO';

/** One price of a shop item. */
export type ShopItemPrice = {
  price: number;
  /** GOLD, PLAYPOINT, ALLY_TOKEN or SNOWFLAKE for COIN; USD for CREDIT_CARD; the chain's coin for CRYPTO. */
  currency: string;
  paymentType: PaymentType;
};

/** An in-app currency price. */
export type CoinPrice = { price: number; currency: Currency; paymentType: 'COIN' };

/** Whether a price is paid with one of the four in-app currencies. */
export function isCoinPrice(price: ShopItemPrice): price is CoinPrice {
  return price.paymentType === 'COIN' && isCurrency(price.currency);
}

/** The in-app currency prices of an item, in the order given. */
export function coinPrices(prices: ReadonlyArray<ShopItemPrice>): CoinPrice[] {
  return prices.filter(isCoinPrice);
}

/** A price as the modals show it: "500 Gold", "US$9.99" or "0.05 AVAX". */
export function priceLabel(price: ShopItemPrice): string {
  if (isCoinPrice(price))
    return uiText('purchase.amountPrice', {
      amount: price.price,
      currencyName: currencyText(price.currency),
    });
  if (price.paymentType === 'CREDIT_CARD')
    return uiText('purchase.cardPrice', { amount: price.price });
  return uiText('purchase.amountPrice', { amount: price.price, currencyName: price.currency });
}

/** The player's in-app currency balances (spec 1 §3 User: gold, playpoints, ...), by currency. */
export type CoinBalances = Partial<Record<Currency, number>>;

/**
 * Issue 10 fault 14: whether the player can pay a price from their balance. Card and crypto prices,
 * and any price while the balances are unknown, count as payable (the server has the last word).
 */
export function canAfford(price: ShopItemPrice, balances: CoinBalances | undefined): boolean {
  if (!balances || !isCoinPrice(price)) return true;
  const balance = balances[price.currency];
  return balance === undefined || balance >= price.price;
}

/** "Not enough Gold": an in-app currency option the player's balance does not cover. */
export function notEnoughLabel(currency: Currency): string {
  return uiText('purchase.notEnough', { currencyName: currencyText(currency) });
}
