// spec 1 §8 purchases: INSUFFICIENT_BALANCE closes the purchase modal and opens the not-enough-balance
// modal; the purchase-flow errors show their texts, for in-app currency, card and crypto purchases.
import { apiErrorCode } from '@levelup/api/errors';
import { PurchaseFailedError } from '@levelup/api/payments';
import type { PaymentType } from '@levelup/api/shop';
import { unsupportedPaymentText } from '@levelup/checkout/payment-choices';
import { isCurrency } from '@levelup/domain/currency';
import type { Currency } from '@levelup/domain/currency';
import { paymentText } from '@levelup/ui/payments/payment-texts';
import { progressionErrorText } from './progression-error-text.ts';

export type PurchaseOutcome =
  { kind: 'notEnoughBalance'; currency: Currency } | { kind: 'message'; text: string };

/** What was bought, and how it was paid. */
export type PurchaseAttempt = {
  product: 'booster' | 'premium';
  paymentType: PaymentType;
  /** The currency of the price paid. */
  currency: string;
};

/** How a failed purchase of a booster or the premium pass shows. */
export function purchaseOutcome(
  error: unknown,
  { product, paymentType, currency }: PurchaseAttempt,
): PurchaseOutcome {
  // A card or crypto purchase whose transaction ended FAILED.
  if (error instanceof PurchaseFailedError)
    return {
      kind: 'message',
      text:
        product === 'premium'
          ? paymentText('failedToPurchaseBattlePass')
          : progressionErrorText(error),
    };
  const code = apiErrorCode(error);
  if (code === 'insufficient-balance' && isCurrency(currency))
    return { kind: 'notEnoughBalance', currency };
  if (code === 'invalid-configuration')
    return {
      kind: 'message',
      text: paymentText(
        product === 'booster' ? 'invalidBoosterConfiguration' : 'missingItemKeyOrPrice',
      ),
    };
  if (code === 'payment-not-supported')
    return {
      kind: 'message',
      text: unsupportedPaymentText(paymentType) ?? progressionErrorText(error),
    };
  return { kind: 'message', text: progressionErrorText(error) };
}

/** The text of a failed card or crypto checkout step that called the API (spec 1 §8). */
export function checkoutFailureText(attempt: PurchaseAttempt): (error: unknown) => string {
  return (error) => {
    const outcome = purchaseOutcome(error, attempt);
    return outcome.kind === 'message' ? outcome.text : progressionErrorText(error);
  };
}
