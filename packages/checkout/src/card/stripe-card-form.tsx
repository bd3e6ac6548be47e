// The card provider's part of the card form (spec 1 §2 Credit card payment form, spec 1 §7 "Other"):
// Stripe.js and its Payment Element, loaded only when the card form opens (issue 5).
import { useState } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { CardPaymentModal } from '@levelup/ui/payments/card-payment-modal';
import { amountInCents } from './card-purchase.ts';
import type { CardProvider } from './card-purchase.ts';

const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for a publishable key, loaded once; null or a rejection when it cannot load. */
export function loadCardProvider(publishableKey: string): Promise<Stripe | null> {
  let loading = loaded.get(publishableKey);
  if (!loading) {
    loading = loadStripe(publishableKey);
    // A failed load (js.stripe.com unreachable) is tried again the next time the form opens.
    loading.catch(() => loaded.delete(publishableKey));
    loaded.set(publishableKey, loading);
  }
  return loading;
}

export type StripeCardFormProps = {
  stripe: Stripe;
  priceUsd: number;
  itemName?: string;
  pending: boolean;
  error: string | null;
  onPay: (provider: CardProvider) => void;
  onClose: () => void;
};

/** PAYMENT CONFIRMATION with Stripe's Payment Element in deferred mode (amount x 100, usd, off-session). */
export default function StripeCardForm({ stripe, priceUsd, ...props }: StripeCardFormProps) {
  return (
    <Elements
      stripe={stripe}
      options={{
        mode: 'payment',
        amount: amountInCents(priceUsd),
        currency: 'usd',
        setupFutureUsage: 'off_session',
      }}
    >
      <PaymentForm priceUsd={priceUsd} {...props} />
    </Elements>
  );
}

function PaymentForm({
  priceUsd,
  itemName,
  pending,
  error,
  onPay,
  onClose,
}: Omit<StripeCardFormProps, 'stripe'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(false);
  const pay = () => {
    if (!stripe || !elements) return;
    onPay({
      submit: () => elements.submit(),
      createConfirmationToken: async () => {
        const result = await stripe.createConfirmationToken({ elements });
        return { id: result.confirmationToken?.id ?? null, error: result.error };
      },
      handleNextAction: (clientSecret) => stripe.handleNextAction({ clientSecret }),
    });
  };
  return (
    <CardPaymentModal
      priceUsd={priceUsd}
      itemName={itemName}
      onPay={pay}
      onClose={onClose}
      ready={complete && Boolean(stripe && elements)}
      pending={pending}
      error={error}
    >
      <PaymentElement onChange={(event) => setComplete(event.complete)} />
    </CardPaymentModal>
  );
}
