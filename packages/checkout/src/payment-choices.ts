// spec 1 §2 Buy premium pass (credit card or crypto) and Buy XP booster (other payment options): which
// card and crypto prices a player can pay here; spec 1 §8 "Credit Card Payment is not supported" and
// "Crypto Payment is not supported" for the others; spec 1 §6 premium crypto behind its own switch.
// Shared by apps/web and apps/white-label-pass; free of wallet and card code.
import type { PaymentSettings } from '@levelup/api/payments';
import type { PaymentType } from '@levelup/api/shop';
import { paymentText } from '@levelup/ui/payments/payment-texts';
import {
  cardPaymentAvailable,
  cardPriceUsd,
  cryptoChainOf,
  firstCryptoPrice,
} from './payment-options.ts';
import type { CryptoPrice } from './payment-options.ts';

/**
 * Why a payment type cannot be used here (no card key, no chain, premium crypto off), in the player's
 * language; undefined for a payment type without such a text.
 */
export function unsupportedPaymentText(paymentType: PaymentType): string | undefined {
  if (paymentType === 'CREDIT_CARD') return paymentText('cardNotSupported');
  if (paymentType === 'CRYPTO') return paymentText('cryptoNotSupported');
  return undefined;
}

/** A shop item price (spec 1 §3). */
export type ShopPrice = {
  price: number;
  currency: string;
  paymentType: PaymentType;
  metadata: { chainId: number | null };
};

/** The premium pass's prices as the Buy premium pass modal lists them, and the ones it cannot take. */
export type PremiumPaymentChoices<P extends ShopPrice> = {
  prices: P[];
  unsupported: Partial<Record<PaymentType, string>>;
};

/**
 * Crypto prices on chains the server does not take are left out; when none is left, the first one is
 * listed, not selectable, with "Crypto Payment is not supported". Card needs the server's card key.
 */
export function premiumPaymentChoices<P extends ShopPrice>({
  prices,
  settings,
  premiumCrypto,
}: {
  prices: ReadonlyArray<P>;
  settings: PaymentSettings | undefined;
  premiumCrypto: boolean;
}): PremiumPaymentChoices<P> {
  const payable = prices.filter(
    (price) => price.paymentType !== 'CRYPTO' || cryptoChainOf(settings, price) !== null,
  );
  const anyCrypto = prices.find((price) => price.paymentType === 'CRYPTO');
  const cryptoPayable = premiumCrypto && payable.some((price) => price.paymentType === 'CRYPTO');
  const listed =
    anyCrypto && !payable.some((price) => price.paymentType === 'CRYPTO')
      ? [...payable, anyCrypto]
      : payable;
  const unsupported: Partial<Record<PaymentType, string>> = {};
  if (!cardPaymentAvailable(settings)) unsupported.CREDIT_CARD = paymentText('cardNotSupported');
  if (!cryptoPayable) unsupported.CRYPTO = paymentText('cryptoNotSupported');
  return { prices: listed, unsupported };
}

/** How a booster can be paid by card or crypto here: the price to pay, or why not. */
export type BoosterCheckoutPrice =
  | { method: 'card'; priceUsd: number }
  | { method: 'crypto'; price: CryptoPrice }
  | { method: 'none'; text: string };

/** spec 1 §5: a booster's card price, or its first crypto price on a chain the server takes. */
export function boosterCheckoutPrice(
  method: 'card' | 'crypto',
  prices: ReadonlyArray<ShopPrice>,
  settings: PaymentSettings | undefined,
): BoosterCheckoutPrice {
  if (method === 'card') {
    if (!cardPaymentAvailable(settings))
      return { method: 'none', text: paymentText('cardNotSupported') };
    const priceUsd = cardPriceUsd(prices);
    return priceUsd === null
      ? { method: 'none', text: paymentText('invalidBoosterConfiguration') }
      : { method: 'card', priceUsd };
  }
  const price = firstCryptoPrice(settings, prices);
  return price
    ? { method: 'crypto', price }
    : { method: 'none', text: paymentText('cryptoNotSupported') };
}
