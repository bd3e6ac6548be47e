// spec 1 §8 Purchase-flow errors: a checkout step failed with a text the player reads as it is.
import { apiErrorCode, apiErrorMessage } from '@levelup/api/errors';
import { PurchaseFailedError } from '@levelup/api/payments';
import { errorToastText } from '@levelup/ui/alerts/error-catalogue';
import { paymentText } from '@levelup/ui/payments/payment-texts';

/** A failure whose message is already the text to show (e.g. "Transaction rejected"). */
export class CheckoutError extends Error {
  constructor(text: string, options?: { cause?: unknown }) {
    super(text, options);
    this.name = 'CheckoutError';
  }
}

/** Which payment a failure belongs to, for "... Payment is not supported". */
export type CheckoutPaymentType = 'CREDIT_CARD' | 'CRYPTO';

/** The text of a failed checkout: a CheckoutError as it is, the app's text for API errors, else ours. */
export function checkoutErrorText(
  error: unknown,
  paymentType: CheckoutPaymentType,
  errorText?: (error: unknown) => string,
): string {
  if (error instanceof CheckoutError) return error.message;
  // A wallet library's error (viem): its one-line summary, not the whole report.
  const shortMessage = (error as { shortMessage?: unknown } | null)?.shortMessage;
  if (typeof shortMessage === 'string') return shortMessage;
  if (errorText) return errorText(error);
  if (error instanceof PurchaseFailedError) return error.message;
  const code = apiErrorCode(error);
  if (code === 'payment-not-supported')
    return paymentText(paymentType === 'CRYPTO' ? 'cryptoNotSupported' : 'cardNotSupported');
  // No purchase code's text names the product (the apps pass their errorText, which does).
  return errorToastText(code, '') ?? apiErrorMessage(error);
}
