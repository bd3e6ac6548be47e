// How the server takes card and crypto payments (issue 5; spec 1 §5, §8), for the purchase modals.
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { paymentSettingsQueryOptions } from '@levelup/api/payments';
import type { PaymentSettings } from '@levelup/api/payments';

/** The server's payment settings; undefined while loading. */
export function usePaymentSettings(): PaymentSettings | undefined {
  const api = useRouteContext({ from: '__root__', select: (context) => context.api });
  return useQuery(paymentSettingsQueryOptions(api)).data;
}
