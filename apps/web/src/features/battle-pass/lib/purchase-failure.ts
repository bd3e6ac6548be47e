// spec 1 §8 Error catalogue for purchases: INSUFFICIENT_BALANCE closes the purchase modal and opens the
// not-enough-balance modal; the purchase-flow errors have texts of their own.
import { apiErrorCode } from '@levelup/api/errors';
import type { PaymentType } from '@levelup/api/shop';
import { isCurrency } from '@levelup/domain/currency';
import type { Currency } from '@levelup/domain/currency';
import { apiErrorText } from '#shared/api-error-text.ts';

/** What the buyer bought: an XP booster or the premium pass. */
export type PurchaseProduct = 'booster' | 'premium';

/** How a failed purchase is shown. */
export type PurchaseFailure =
  { kind: 'notEnoughBalance'; currency: Currency } | { kind: 'message'; text: string };

/** spec 1 §8 Purchase-flow errors. */
export const PURCHASE_TEXTS = {
  invalidBoosterConfiguration: 'Invalid XP booster configuration',
  missingItemKeyOrPrice: 'Missing item key or price',
  failedToPurchaseBattlePass: 'Failed to purchase battle pass',
  cardNotSupported: 'Credit Card Payment is not supported',
  cryptoNotSupported: 'Crypto Payment is not supported',
} as const;

/** Why a payment type cannot be used yet (card and crypto arrive with issue 5). */
export const UNSUPPORTED_PAYMENT_TEXTS: Readonly<Partial<Record<PaymentType, string>>> = {
  CREDIT_CARD: PURCHASE_TEXTS.cardNotSupported,
  CRYPTO: PURCHASE_TEXTS.cryptoNotSupported,
};

/** Input of {@link purchaseFailure}. */
export type PurchaseFailureParameters = {
  error: unknown;
  product: PurchaseProduct;
  paymentType: PaymentType;
  /** The currency of the price paid. */
  currency: string;
};

/** How to show a failed purchase. */
export function purchaseFailure({
  error,
  product,
  paymentType,
  currency,
}: PurchaseFailureParameters): PurchaseFailure {
  const code = apiErrorCode(error);
  if (code === 'insufficient-balance' && isCurrency(currency))
    return { kind: 'notEnoughBalance', currency };
  if (code === 'invalid-configuration') {
    const text =
      product === 'booster'
        ? PURCHASE_TEXTS.invalidBoosterConfiguration
        : PURCHASE_TEXTS.missingItemKeyOrPrice;
    return { kind: 'message', text };
  }
  if (code === 'payment-not-supported') {
    const text = UNSUPPORTED_PAYMENT_TEXTS[paymentType] ?? apiErrorText(error);
    return { kind: 'message', text };
  }
  if (product === 'premium' && code !== null && code !== 'premium-unavailable')
    return { kind: 'message', text: PURCHASE_TEXTS.failedToPurchaseBattlePass };
  return { kind: 'message', text: apiErrorText(error) };
}
