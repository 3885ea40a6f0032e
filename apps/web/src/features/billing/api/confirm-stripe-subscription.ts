import {
  endpoints,
  stripeConfirmSubscriptionRequestSchema,
  stripeConfirmSubscriptionResponseSchema,
  type StripeConfirmSubscriptionRequest,
  type StripeConfirmSubscriptionResponse,
} from '@gjs/shared';
import { api } from '../../../lib/api-client.ts';

export async function confirmStripeSubscription(
  input: StripeConfirmSubscriptionRequest,
): Promise<StripeConfirmSubscriptionResponse> {
  return stripeConfirmSubscriptionResponseSchema.parse(
    await api.call(endpoints.billing.stripeConfirmSubscription, {
      body: stripeConfirmSubscriptionRequestSchema.parse(input),
    }),
  );
}
