import {
  endpoints,
  stripeCreateSubscriptionRequestSchema,
  stripeCreateSubscriptionResponseSchema,
  type StripeCreateSubscriptionRequest,
  type StripeCreateSubscriptionResponse,
} from '@gjs/shared';
import { api } from '../../../lib/api-client.ts';

export async function createStripeSubscription(
  input: StripeCreateSubscriptionRequest,
): Promise<StripeCreateSubscriptionResponse> {
  return stripeCreateSubscriptionResponseSchema.parse(
    await api.call(endpoints.billing.stripeCreateSubscription, {
      body: stripeCreateSubscriptionRequestSchema.parse(input),
    }),
  );
}
