import { endpoints, type PaypalExecutePaymentRequest, type PaypalExecutePaymentResponse } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { loadBillingSchemas } from '../lib/load-billing-schemas.ts';

export async function executePaypalPayment(
  input: PaypalExecutePaymentRequest,
): Promise<PaypalExecutePaymentResponse> {
  const schemas = await loadBillingSchemas();
  return schemas.paypalExecutePaymentResponseSchema.parse(
    await api.call(endpoints.billing.paypalExecutePayment, {
      body: schemas.paypalExecutePaymentRequestSchema.parse(input),
    }),
  );
}
