import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const CANCEL_SUBSCRIPTION_PATH = '/api/cancel-subscription/';

/** POST /api/cancel-subscription/ with no body (decision 0424); success is followed by logout. */
export async function cancelSubscription(): Promise<void> {
  await api.post(CANCEL_SUBSCRIPTION_PATH);
}

export function useCancelSubscription() {
  return useMutation({ mutationFn: cancelSubscription });
}
