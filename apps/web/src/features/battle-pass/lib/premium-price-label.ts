// spec 1 §2 Modals: the card payment shows the US$ price; the premium pass card shows it under BUY PREMIUM PASS.
import type { ShopItemsQuery } from '@levelup/api/shop';

/** 'US$9.99' from the premium pass's credit card price, else undefined (no card price, or not sold). */
export function premiumPriceLabel(
  shopItems: ShopItemsQuery['shopItems'] | undefined,
  premiumPassItemKey: string,
): string | undefined {
  const item = shopItems?.find((entry) => entry.key === premiumPassItemKey && entry.isPurchasable);
  const cardPrice = item?.prices.find((price) => price.paymentType === 'CREDIT_CARD');
  return cardPrice ? `US$${cardPrice.price.toFixed(2)}` : undefined;
}
