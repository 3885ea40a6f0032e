import {
  endpoints,
  paypalExecutePaymentRequestSchema,
  paypalExecutePaymentResponseSchema,
  type PaypalExecutePaymentRequest,
  type PaypalExecutePaymentResponse,
} from '@gjs/shared';
import { api } from '../../../lib/api-client.ts';

export async function executePaypalPayment(
  input: PaypalExecutePaymentRequest,
): Promise<PaypalExecutePaymentResponse> {
  return paypalExecutePaymentResponseSchema.parse(
    await api.call(endpoints.billing.paypalExecutePayment, {
      body: paypalExecutePaymentRequestSchema.parse(input),
    }),
  );
}
