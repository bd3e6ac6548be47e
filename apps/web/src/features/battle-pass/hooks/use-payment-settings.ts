import { useQuery } from '@tanstack/react-query';
import { paymentSettingsQueryOptions } from '@levelup/api/payments';
import type { PaymentSettings } from '@levelup/api/payments';
import { useApi } from '#shared/use-api.ts';

/** How the server takes card and crypto payments (issue 5); undefined while loading. */
export function usePaymentSettings(): PaymentSettings | undefined {
  return useQuery(paymentSettingsQueryOptions(useApi())).data;
}
