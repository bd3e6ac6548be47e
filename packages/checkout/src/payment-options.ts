// Which card and crypto prices a player can pay here (spec 1 §5 "Crypto purchase needs an item key and
// a crypto price, a chainId and a connected wallet"; spec 1 §8 "... Payment is not supported"). Small
// and free of wallet and card code, so the purchase modals can import it.
import type { PaymentSettings } from '@levelup/api/payments';

/** A shop item price (spec 1 §3 Shop item prices). */
export type CheckoutPrice = {
  price: number;
  currency: string;
  paymentType: string;
  metadata?: { chainId?: number | null } | null;
};

/** A crypto price with the chain it is paid on. */
export type CryptoPrice = { price: number; currency: string; chainId: number };

/** Card payment needs the server's publishable key (Stripe). */
export function cardPaymentAvailable(settings: PaymentSettings | null | undefined): boolean {
  return Boolean(settings?.cardPublishableKey);
}

/** The chain of a crypto price, if the server takes payments on it. */
export function cryptoChainOf(settings: PaymentSettings | null | undefined, price: CheckoutPrice) {
  const chainId = price.metadata?.chainId;
  if (price.paymentType !== 'CRYPTO' || chainId == null) return null;
  return settings?.cryptoChains.find((chain) => chain.chainId === chainId) ?? null;
}

/** The price as a crypto checkout takes it, or null when its chain is not configured here. */
export function cryptoPrice(
  settings: PaymentSettings | null | undefined,
  price: CheckoutPrice,
): CryptoPrice | null {
  const chain = cryptoChainOf(settings, price);
  return chain ? { price: price.price, currency: price.currency, chainId: chain.chainId } : null;
}

/** The first crypto price of an item on a chain configured here (spec 1 §5), else null. */
export function firstCryptoPrice(
  settings: PaymentSettings | null | undefined,
  prices: ReadonlyArray<CheckoutPrice>,
): CryptoPrice | null {
  for (const price of prices) {
    const payable = cryptoPrice(settings, price);
    if (payable) return payable;
  }
  return null;
}

/** The item's card price in US dollars, else null. */
export function cardPriceUsd(prices: ReadonlyArray<CheckoutPrice>): number | null {
  return (
    prices.find((price) => price.paymentType === 'CREDIT_CARD' && price.currency === 'USD')
      ?.price ?? null
  );
}

/** "0.003 ETH" */
export function cryptoAmountLabel(price: { price: number; currency: string }): string {
  return `${price.price} ${price.currency}`;
}
