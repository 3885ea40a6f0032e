import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentConfig } from '@gjs/shared';
import { api } from '../../../lib/api-client.ts';

export const PAYMENT_CONFIG_PATH = '/api/public/payment-config/';

export async function getPaymentConfig(): Promise<PaymentConfig> {
  return api.get<PaymentConfig>(PAYMENT_CONFIG_PATH);
}

export const paymentConfigQueryOptions = queryOptions({
  queryKey: ['payment-config'],
  queryFn: getPaymentConfig,
  staleTime: 60_000,
});

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions);
}
