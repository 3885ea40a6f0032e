import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type PaymentConfig } from '@gjs/shared';
import { api } from '#lib/api-client.ts';

export async function getPaymentConfig(): Promise<PaymentConfig> {
  return api.call(endpoints.billing.paymentConfig);
}

export const paymentConfigQueryOptions = queryOptions({
  queryKey: ['payment-config'],
  queryFn: getPaymentConfig,
  staleTime: 60_000,
});

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions);
}
