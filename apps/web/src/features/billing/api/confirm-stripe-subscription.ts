import {
  endpoints,
  type StripeConfirmSubscriptionRequest,
  type StripeConfirmSubscriptionResponse,
} from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { loadBillingSchemas } from '../lib/load-billing-schemas.ts';

export async function confirmStripeSubscription(
  input: StripeConfirmSubscriptionRequest,
): Promise<StripeConfirmSubscriptionResponse> {
  const schemas = await loadBillingSchemas();
  return schemas.stripeConfirmSubscriptionResponseSchema.parse(
    await api.call(endpoints.billing.stripeConfirmSubscription, {
      body: schemas.stripeConfirmSubscriptionRequestSchema.parse(input),
    }),
  );
}
