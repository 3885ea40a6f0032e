import {
  endpoints,
  type StripeCreateSubscriptionRequest,
  type StripeCreateSubscriptionResponse,
} from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { loadBillingSchemas } from '../lib/load-billing-schemas.ts';

export async function createStripeSubscription(
  input: StripeCreateSubscriptionRequest,
): Promise<StripeCreateSubscriptionResponse> {
  const schemas = await loadBillingSchemas();
  return schemas.stripeCreateSubscriptionResponseSchema.parse(
    await api.call(endpoints.billing.stripeCreateSubscription, {
      body: schemas.stripeCreateSubscriptionRequestSchema.parse(input),
    }),
  );
}
