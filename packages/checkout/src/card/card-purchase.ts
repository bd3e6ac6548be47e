// spec 1 §4 Card purchase: submit the form; create a confirmation token; call purchase; if the provider
// reports requires_action, handle it; wait for transaction status success. The provider (Stripe) and the
// API are given, so this runs anywhere.
import type { PurchaseResult, PurchaseShopItemInput } from '@levelup/api/payments';
import { paymentText } from '@levelup/ui/payments/payment-texts';
import { CheckoutError } from '../checkout-error.ts';

/** A card provider answer: an error the player reads as it is (Stripe's own texts), or none. */
export type ProviderError = { message?: string | undefined } | undefined;

/** The card provider as the purchase uses it (Stripe.js with its Elements). */
export type CardProvider = {
  /** Validates the form (elements.submit()). */
  submit: () => Promise<{ error?: ProviderError }>;
  /** stripe.createConfirmationToken({ elements }). */
  createConfirmationToken: () => Promise<{ id: string | null; error?: ProviderError }>;
  /** stripe.handleNextAction({ clientSecret }) for a requires_action PaymentIntent (3-D Secure). */
  handleNextAction: (clientSecret: string) => Promise<{ error?: ProviderError }>;
};

export type CardPurchaseCalls = {
  purchase: (input: PurchaseShopItemInput) => Promise<PurchaseResult>;
  /** Resolves when the transaction is SUCCESS, rejects when it FAILED. */
  waitForSuccess: (txId: string) => Promise<void>;
};

/** Card payments are in US dollars (spec 1 §7 "Other": the amount is price x 100, in usd). */
export const CARD_CURRENCY = 'USD';

function providerFailure(error: ProviderError): CheckoutError | null {
  return error ? new CheckoutError(error.message ?? 'The card payment failed.') : null;
}

/** Pays one item by card; resolves once the purchase is SUCCESS. */
export async function payByCard({
  itemKey,
  provider,
  calls,
}: {
  itemKey: string;
  provider: CardProvider;
  calls: CardPurchaseCalls;
}): Promise<void> {
  const submitted = await provider.submit();
  const invalid = providerFailure(submitted.error);
  if (invalid) throw invalid;
  const token = await provider.createConfirmationToken();
  const tokenFailure = providerFailure(token.error);
  if (tokenFailure) throw tokenFailure;
  if (!token.id) throw new CheckoutError(paymentText('missingConfirmationToken'));
  const result = await calls.purchase({
    itemKey,
    quantity: 1,
    paymentType: 'CREDIT_CARD',
    currency: CARD_CURRENCY,
    confirmationToken: token.id,
  });
  if (result.status === 'SUCCESS') return;
  const clientSecret = result.stripe?.clientSecret;
  if (result.stripe?.status === 'requires_action' && clientSecret) {
    const action = await provider.handleNextAction(clientSecret);
    const actionFailure = providerFailure(action.error);
    if (actionFailure) throw actionFailure;
  }
  await calls.waitForSuccess(result.txId);
}

/** spec 1 §7 "Other": the amount sent to the card provider is price x 100 (cents). */
export function amountInCents(priceUsd: number): number {
  return Math.round(priceUsd * 100);
}
