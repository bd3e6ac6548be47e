// spec 1 §2 Credit card payment form and Crypto payment progress (with CONNECT WALLET): the shared
// checkouts of @levelup/checkout with this app's API, session and success path (spec 1 §4). This
// module loads only when a checkout opens; the wallet and card code load inside it after that.
import { useCallback } from 'react';
import type { PaymentSettings } from '@levelup/api/payments';
import { createSubscriptionClient } from '@levelup/api/subscriptions';
import { PaymentCheckout } from '@levelup/checkout/payment-checkout';
import type { CheckoutPayment } from '@levelup/checkout/payment-checkout';
import { env } from '#env.ts';
import { openLiveUpdates } from '#app/live-updates.ts';
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
} & CheckoutPayment;

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
  // The page's live connection of the signed-in player (issue 26), else one of the checkout's own.
  const openSubscriptions = useCallback(() => {
    const playerId = session.store.getState().user?.id;
    return playerId
      ? openLiveUpdates(session, playerId)
      : createSubscriptionClient({
          url: env.apiUrl,
          getAccessToken: () => session.store.getState().accessToken,
          onUnauthenticated: session.refreshAccessToken,
        });
  }, [session]);
  return (
    <PaymentCheckout
      api={api}
      openSubscriptions={openSubscriptions}
      settings={request.settings}
      itemName={request.itemName}
      itemKey={request.itemKey}
      payment={request}
      onSucceeded={onSucceeded}
      onClose={onClose}
      errorText={(paymentType, currency) =>
        checkoutFailureText({ product: request.product, paymentType, currency })
      }
    />
  );
}
