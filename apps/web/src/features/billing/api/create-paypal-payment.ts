import { endpoints, type PaypalCreatePaymentRequest } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { loadBillingSchemas } from '../lib/load-billing-schemas.ts';

/** The raw answer: the registration flow tells a missing answer and a missing approval URL apart (product 0425). */
export async function createPaypalPayment(input: PaypalCreatePaymentRequest): Promise<unknown> {
  const schemas = await loadBillingSchemas();
  return api.call(endpoints.billing.paypalCreatePayment, {
    body: schemas.paypalCreatePaymentRequestSchema.parse(input),
  });
}
