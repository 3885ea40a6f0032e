import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';

/** POST /api/cancel-subscription/ with no body (product 0424); success is followed by logout. */
export async function cancelSubscription(): Promise<void> {
  await api.call(endpoints.billing.cancelSubscription);
}

export function useCancelSubscription() {
  return useMutation({ mutationFn: cancelSubscription });
}
