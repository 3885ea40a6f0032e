import {
  stripeCreateSubscriptionRequestSchema,
  stripeCreateSubscriptionResponseSchema,
  type StripeCreateSubscriptionRequest,
  type StripeCreateSubscriptionResponse,
} from '@gjs/shared';
import { api } from '../../../lib/api-client.ts';

export const STRIPE_CREATE_SUBSCRIPTION_PATH = '/api/stripe/create-subscription/';

export async function createStripeSubscription(
  input: StripeCreateSubscriptionRequest,
): Promise<StripeCreateSubscriptionResponse> {
  return stripeCreateSubscriptionResponseSchema.parse(
    await api.post(STRIPE_CREATE_SUBSCRIPTION_PATH, stripeCreateSubscriptionRequestSchema.parse(input)),
  );
}
