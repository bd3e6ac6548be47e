// spec 1 §2 The premium pass card shows a price under BUY PREMIUM PASS. Issue 10 fault 14: it shows the
// price the Buy premium pass modal selects first, a price the player can pay: the modal lists in-app
// currency first (Gold), so the card shows that one; the card price only when there is no in-app one.
import type { ShopItemsQuery } from '@levelup/api/shop';
import { isCurrency } from '@levelup/domain/currency';
import { currencyText } from '@levelup/ui/i18n/product-words';
import { battlePassText } from '../battle-pass-text.ts';
import { formatNumber } from '@levelup/ui/i18n/intl-format';

// The modals' price format (@levelup/ui progression/lib/shop-price), without that module in the first load.

/** '4,000 Gold' (or 'US$9.99' without an in-app price); undefined while loading or when not sold. */
export function premiumPriceLabel(
  shopItems: ShopItemsQuery['shopItems'] | undefined,
  premiumPassItemKey: string,
): string | undefined {
  const item = shopItems?.find((entry) => entry.key === premiumPassItemKey && entry.isPurchasable);
  const coin = item?.prices.find(
    (entry) => entry.paymentType === 'COIN' && isCurrency(entry.currency),
  );
  if (coin && isCurrency(coin.currency))
    return battlePassText('premiumPrice.coin', {
      amount: formatNumber(coin.price),
      currencyName: currencyText(coin.currency),
    });
  const card = item?.prices.find((entry) => entry.paymentType === 'CREDIT_CARD');
  return card ? battlePassText('premiumPrice.card', { price: card.price.toFixed(2) }) : undefined;
}
