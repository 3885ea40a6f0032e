import {
  endpoints,
  type StripeCreateSubscriptionRequest,
  type StripeCreateSubscriptionResponse,
} from '@gjs/shared';
import { api } from '../../../lib/api-client.ts';

export async function createStripeSubscription(
  input: StripeCreateSubscriptionRequest,
): Promise<StripeCreateSubscriptionResponse> {
  const schemas = await import('../lib/billing-schemas.ts');
  return schemas.stripeCreateSubscriptionResponseSchema.parse(
    await api.call(endpoints.billing.stripeCreateSubscription, {
      body: schemas.stripeCreateSubscriptionRequestSchema.parse(input),
    }),
  );
}
