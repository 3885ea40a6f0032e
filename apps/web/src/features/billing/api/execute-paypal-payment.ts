import {
  paypalExecutePaymentRequestSchema,
  paypalExecutePaymentResponseSchema,
  type PaypalExecutePaymentRequest,
  type PaypalExecutePaymentResponse,
} from '@gjs/shared';
import { api } from '../../../lib/api-client.ts';

export const PAYPAL_EXECUTE_PAYMENT_PATH = '/api/paypal/execute-payment/';

export async function executePaypalPayment(
  input: PaypalExecutePaymentRequest,
): Promise<PaypalExecutePaymentResponse> {
  return paypalExecutePaymentResponseSchema.parse(
    await api.post(PAYPAL_EXECUTE_PAYMENT_PATH, paypalExecutePaymentRequestSchema.parse(input)),
  );
}
