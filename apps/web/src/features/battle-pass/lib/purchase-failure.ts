// spec 1 §8 Error catalogue for purchases: INSUFFICIENT_BALANCE closes the purchase modal and opens the
// not-enough-balance modal; the purchase-flow errors have texts of their own.
import { apiErrorCode, apiErrorMessage } from '@levelup/api/errors';
import { PurchaseFailedError } from '@levelup/api/payments';
import type { PaymentType } from '@levelup/api/shop';
import { unsupportedPaymentText } from '@levelup/checkout/payment-choices';
import { isCurrency } from '@levelup/domain/currency';
import { paymentText } from '@levelup/ui/payments/payment-texts';
import type { Currency } from '@levelup/domain/currency';
import { apiErrorText } from '#shared/api-error-text.ts';

/** The text in the purchase modal; under a code's alert modal (spec 2 §8), the server's message. */
const failureText = (error: unknown) => apiErrorText(error) ?? apiErrorMessage(error);

/** What the buyer bought: an XP booster or the premium pass. */
export type PurchaseProduct = 'booster' | 'premium';

/** How a failed purchase is shown. */
export type PurchaseFailure =
  { kind: 'notEnoughBalance'; currency: Currency } | { kind: 'message'; text: string };

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
  // A card or crypto purchase whose transaction ended FAILED.
  if (error instanceof PurchaseFailedError)
    return {
      kind: 'message',
      text: product === 'premium' ? paymentText('failedToPurchaseBattlePass') : failureText(error),
    };
  const code = apiErrorCode(error);
  if (code === 'insufficient-balance' && isCurrency(currency))
    return { kind: 'notEnoughBalance', currency };
  if (code === 'invalid-configuration') {
    const text =
      product === 'booster'
        ? paymentText('invalidBoosterConfiguration')
        : paymentText('missingItemKeyOrPrice');
    return { kind: 'message', text };
  }
  if (code === 'payment-not-supported') {
    const text = unsupportedPaymentText(paymentType) ?? failureText(error);
    return { kind: 'message', text };
  }
  if (product === 'premium' && code !== null && code !== 'premium-unavailable')
    return { kind: 'message', text: paymentText('failedToPurchaseBattlePass') };
  return { kind: 'message', text: failureText(error) };
}

/** The text of a failed card or crypto checkout step that called the API (spec 1 §8). */
export function checkoutFailureText(
  parameters: Omit<PurchaseFailureParameters, 'error'>,
): (error: unknown) => string {
  return (error) => {
    const shown = purchaseFailure({ ...parameters, error });
    return shown.kind === 'message' ? shown.text : failureText(error);
  };
}
