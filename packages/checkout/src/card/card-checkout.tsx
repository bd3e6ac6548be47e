// spec 1 §4 Card purchase in the browser: the card form (PAYMENT CONFIRMATION, PAY NOW US$...) with the
// provider's Payment Element; PAY NOW creates a confirmation token, purchases, handles requires_action
// and waits for the purchase to be SUCCESS. Stripe's code loads only when this form opens; without a
// publishable key, or when Stripe.js cannot load, the form says "Credit Card Payment is not supported".
import { useEffect, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { createActionKeys } from '@levelup/api/idempotency';
import { purchaseShopItem, waitForPurchase } from '@levelup/api/payments';
import { CardPaymentModal } from '@levelup/ui/payments/card-payment-modal';
import type { Stripe } from '@stripe/stripe-js';
import { checkoutErrorText } from '../checkout-error.ts';
import type { CheckoutProps } from '../checkout-types.ts';
import { payByCard } from './card-purchase.ts';
import type { CardProvider } from './card-purchase.ts';
import type { StripeCardFormProps } from './stripe-card-form.tsx';

export type CardCheckoutProps = CheckoutProps & {
  purchase: { itemKey: string; priceUsd: number };
  /** Loads the card provider and its form; tests give their own. */
  loadCardForm?: (publishableKey: string) => Promise<LoadedCardForm>;
};

/** The card provider, loaded, with the form that shows its Payment Element. */
export type LoadedCardForm = { stripe: Stripe; Form: ComponentType<StripeCardFormProps> };

async function loadStripeCardForm(publishableKey: string): Promise<LoadedCardForm> {
  const module = await import('./stripe-card-form.tsx');
  const stripe = await module.loadCardProvider(publishableKey);
  if (!stripe) throw new Error('Stripe.js did not load');
  return { stripe, Form: module.default };
}

type Provider =
  { kind: 'loading' } | { kind: 'unsupported' } | ({ kind: 'ready' } & LoadedCardForm);

/** Pays one item by card; closes itself and calls `onSucceeded` once the purchase is SUCCESS. */
export function CardCheckout({
  purchase,
  itemName,
  settings,
  api,
  openSubscriptions,
  onSucceeded,
  onClose,
  errorText,
  loadCardForm = loadStripeCardForm,
}: CardCheckoutProps) {
  const publishableKey = settings.cardPublishableKey;
  const [provider, setProvider] = useState<Provider>(
    publishableKey ? { kind: 'loading' } : { kind: 'unsupported' },
  );
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const live = useRef(true);
  const waitAbort = useRef<AbortController | null>(null);
  // One idempotency key per CONFIRM (issue 10): its automatic retries reuse it; a new press carries a
  // new confirmation token, so it is a new try with a key of its own.
  const [actionKeys] = useState(() => createActionKeys());

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      waitAbort.current?.abort(new Error('closed'));
    };
  }, []);

  useEffect(() => {
    if (!publishableKey) return;
    let cancelled = false;
    loadCardForm(publishableKey).then(
      (loaded) => {
        if (!cancelled) setProvider({ kind: 'ready', ...loaded });
      },
      () => {
        if (!cancelled) setProvider({ kind: 'unsupported' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [publishableKey, loadCardForm]);

  const pay = async (card: CardProvider) => {
    setPending(true);
    setError(null);
    const abort = new AbortController();
    waitAbort.current = abort;
    const subscriptions = openSubscriptions();
    try {
      await payByCard({
        itemKey: purchase.itemKey,
        provider: card,
        calls: {
          purchase: (input) =>
            actionKeys.run({ input }, ({ idempotencyKey }) =>
              purchaseShopItem(api, input, { idempotencyKey }),
            ),
          waitForSuccess: (txId) =>
            waitForPurchase({ client: api, subscriptions, txId, signal: abort.signal }),
        },
      });
      if (live.current) onSucceeded();
    } catch (failure) {
      if (live.current && !abort.signal.aborted) {
        setError(checkoutErrorText(failure, 'CREDIT_CARD', errorText));
        setPending(false);
      }
    } finally {
      subscriptions.dispose();
    }
  };

  if (provider.kind !== 'ready')
    return (
      <CardPaymentModal
        priceUsd={purchase.priceUsd}
        itemName={itemName}
        onPay={() => undefined}
        onClose={onClose}
        loading={provider.kind === 'loading'}
        unsupported={provider.kind === 'unsupported'}
      />
    );
  const { Form, stripe } = provider;
  return (
    <Form
      stripe={stripe}
      priceUsd={purchase.priceUsd}
      itemName={itemName}
      pending={pending}
      error={error}
      onPay={(card) => void pay(card)}
      onClose={onClose}
    />
  );
}

export default CardCheckout;
