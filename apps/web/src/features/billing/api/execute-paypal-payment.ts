import { endpoints, type PaypalExecutePaymentRequest, type PaypalExecutePaymentResponse } from '@gjs/shared';
import { api } from '../../../lib/api-client.ts';

export async function executePaypalPayment(
  input: PaypalExecutePaymentRequest,
): Promise<PaypalExecutePaymentResponse> {
  const schemas = await import('../lib/billing-schemas.ts');
  return schemas.paypalExecutePaymentResponseSchema.parse(
    await api.call(endpoints.billing.paypalExecutePayment, {
      body: schemas.paypalExecutePaymentRequestSchema.parse(input),
    }),
  );
}
