// spec 1 §2 Credit card payment form and Crypto payment progress (with CONNECT WALLET): the shared
// checkouts of @levelup/checkout with this app's API, session and success path (spec 1 §4). This
// module loads only when a checkout opens; the wallet and card code load inside it after that.
import { useCallback } from 'react';
import type { PaymentSettings } from '@levelup/api/payments';
import { createSubscriptionClient } from '@levelup/api/subscriptions';
import { CardCheckout } from '@levelup/checkout/card-checkout';
import { CryptoCheckout } from '@levelup/checkout/crypto-checkout';
import type { CryptoPrice } from '@levelup/checkout/payment-options';
import { env } from '#env.ts';
import { useSessionController } from '#app/session.ts';
import { useApi } from '#shared/use-api.ts';
import { useCheckoutSucceeded } from '../../hooks/use-purchase.ts';
import type { CheckoutProduct } from '../../hooks/use-purchase.ts';
import { checkoutFailureText } from '../../lib/purchase-failure.ts';

/** One card or crypto purchase of the premium pass or a booster. */
export type CheckoutRequest = CheckoutProduct & {
  itemKey: string;
  itemName: string;
  settings: PaymentSettings;
} & ({ method: 'card'; priceUsd: number } | { method: 'crypto'; price: CryptoPrice });

export default function CheckoutDialog({
  request,
  onClose,
}: {
  request: CheckoutRequest;
  onClose: () => void;
}) {
  const api = useApi();
  const session = useSessionController();
  const onSucceeded = useCheckoutSucceeded(request, onClose);
  const openSubscriptions = useCallback(
    () =>
      createSubscriptionClient({
        url: env.apiUrl,
        getAccessToken: () => session.store.getState().accessToken,
        onUnauthenticated: session.refreshAccessToken,
      }),
    [session],
  );
  const shared = {
    api,
    openSubscriptions,
    settings: request.settings,
    itemName: request.itemName,
    onSucceeded,
    onClose,
  };
  if (request.method === 'card')
    return (
      <CardCheckout
        {...shared}
        purchase={{ itemKey: request.itemKey, priceUsd: request.priceUsd }}
        errorText={checkoutFailureText({
          product: request.product,
          paymentType: 'CREDIT_CARD',
          currency: 'USD',
        })}
      />
    );
  return (
    <CryptoCheckout
      {...shared}
      purchase={{ itemKey: request.itemKey, price: request.price }}
      errorText={checkoutFailureText({
        product: request.product,
        paymentType: 'CRYPTO',
        currency: request.price.currency,
      })}
    />
  );
}
