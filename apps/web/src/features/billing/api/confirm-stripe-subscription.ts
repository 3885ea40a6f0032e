import {
  stripeConfirmSubscriptionRequestSchema,
  stripeConfirmSubscriptionResponseSchema,
  type StripeConfirmSubscriptionRequest,
  type StripeConfirmSubscriptionResponse,
} from '@gjs/shared';
import { api } from '../../../lib/api-client.ts';

export const STRIPE_CONFIRM_SUBSCRIPTION_PATH = '/api/stripe/confirm-subscription/';

export async function confirmStripeSubscription(
  input: StripeConfirmSubscriptionRequest,
): Promise<StripeConfirmSubscriptionResponse> {
  return stripeConfirmSubscriptionResponseSchema.parse(
    await api.post(STRIPE_CONFIRM_SUBSCRIPTION_PATH, stripeConfirmSubscriptionRequestSchema.parse(input)),
  );
}
