import { paypalCreatePaymentRequestSchema, type PaypalCreatePaymentRequest } from '@gjs/shared';
import { api } from '../../../lib/api-client.ts';

export const PAYPAL_CREATE_PAYMENT_PATH = '/api/paypal/create-payment/';

/** The raw answer: the registration flow tells a missing answer and a missing approval URL apart (decision 0425). */
export async function createPaypalPayment(input: PaypalCreatePaymentRequest): Promise<unknown> {
  return api.post(PAYPAL_CREATE_PAYMENT_PATH, paypalCreatePaymentRequestSchema.parse(input));
}
