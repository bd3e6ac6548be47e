// spec 1 §2 Credit card payment form and Crypto payment progress (with CONNECT WALLET): the shared
// checkouts of @levelup/checkout with this app's API and session. Once paid (spec 1 §4 Card purchase /
// Wallet purchase): the player is read again, the battle pass state refetched, the checkout closes and
// the premium pass or booster activated modal opens. This module loads only when a checkout opens; the
// wallet and card code load inside it after that.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { PaymentSettings } from '@levelup/api/payments';
import { invalidateProgression } from '@levelup/api/progression';
import { createSubscriptionClient } from '@levelup/api/subscriptions';
import { PaymentCheckout } from '@levelup/checkout/payment-checkout';
import type { CheckoutPayment } from '@levelup/checkout/payment-checkout';
import { partnerAppSession } from '#app/api-client.ts';
import { openLiveUpdates } from '#app/live-updates.ts';
import { env } from '#env.ts';
import { checkoutFailureText } from '../../lib/purchase-outcome.ts';
import { openPurchaseResult } from '../purchase-modals.tsx';
import type { PurchaseResult } from '../purchase-modals.tsx';

/** One card or crypto purchase of the premium pass or a booster, and the modal its success opens. */
export type CheckoutRequest = {
  product: 'booster' | 'premium';
  itemKey: string;
  itemName: string;
  settings: PaymentSettings;
  activated: Extract<PurchaseResult, { kind: 'premiumActivated' | 'boosterActivated' }>;
} & CheckoutPayment;

const getAccessToken = () => partnerAppSession.store.getState().accessToken;
const refreshSession = () => partnerAppSession.restore();

export default function CheckoutDialog({
  request,
  onClose,
}: {
  request: CheckoutRequest;
  onClose: () => void;
}) {
  const api = useRouteContext({ from: '__root__', select: (context) => context.api });
  const queryClient = useQueryClient();
  // The page's live connection of the signed-in player (issue 26), else one of the checkout's own.
  const openSubscriptions = useCallback(() => {
    const playerId = partnerAppSession.store.getState().user?.id;
    return playerId
      ? openLiveUpdates(playerId)
      : createSubscriptionClient({
          url: env.apiUrl,
          getAccessToken,
          onUnauthenticated: refreshSession,
        });
  }, []);
  const onSucceeded = () => {
    void partnerAppSession.refetchUser();
    void invalidateProgression(queryClient);
    onClose();
    openPurchaseResult(request.activated);
  };
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
