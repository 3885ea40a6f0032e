import { deleteUser } from '../api/delete-user.ts';
import { executePaypalPayment } from '../api/execute-paypal-payment.ts';
import type { PaymentResultState } from './payment-result-state.ts';
import { serverErrorText } from './server-error-text.ts';
import {
  clearPaypalSubscriptionId,
  clearTempUser,
  getTempUser,
  type TempUser,
} from './registration-storage.ts';

export const PAYMENT_RESULT_TEXTS = {
  processing: 'Processing your payment...',
  failedTitle: 'Payment Failed',
  defaultError: 'There was an error processing your payment. Please try again.',
  successTitle: 'Payment Successful!',
  success:
    'Your account has been created and your subscription is now active. You will be redirected to the login page shortly.',
  paymentFailed: 'Payment failed',
  invalidPaypalResponse: 'Invalid payment response from PayPal',
  sessionExpired: 'User session expired. Please try registering again.',
  executionFailed: 'Payment execution failed',
  processingFailed: 'Payment processing failed',
} as const;

export type PaymentResult = { kind: 'success' } | { kind: 'error'; message: string };

/** An unpaid account is removed again so the visitor can register anew with the same name and e-mail. */
async function discardAccount(user: TempUser): Promise<void> {
  if (user.registrationToken) {
    await deleteUser({ user_id: user.id, registration_token: user.registrationToken }).catch(() => undefined);
  }
  clearTempUser();
  clearPaypalSubscriptionId();
}

/**
 * Decision 0422 Payment result: a card or free signup arrives with its outcome in the navigation state; a PayPal return
 * carries subscription_id in the query and is executed on the server for the account kept as temp_user_id.
 */
export async function resolvePaymentResult(
  state: PaymentResultState | null,
  search: URLSearchParams,
): Promise<PaymentResult> {
  if (state && state.paymentMethod !== 'paypal') {
    return state.status === 'success'
      ? { kind: 'success' }
      : { kind: 'error', message: PAYMENT_RESULT_TEXTS.paymentFailed };
  }
  const subscriptionId = search.get('subscription_id');
  if (!subscriptionId) return { kind: 'error', message: PAYMENT_RESULT_TEXTS.invalidPaypalResponse };
  const user = getTempUser();
  if (!user) return { kind: 'error', message: PAYMENT_RESULT_TEXTS.sessionExpired };

  try {
    const answer = await executePaypalPayment({ subscription_id: subscriptionId, user_id: user.id });
    if (answer.success) {
      clearTempUser();
      clearPaypalSubscriptionId();
      return { kind: 'success' };
    }
    await discardAccount(user);
    return { kind: 'error', message: answer.error || PAYMENT_RESULT_TEXTS.executionFailed };
  } catch (error) {
    await discardAccount(user);
    return { kind: 'error', message: serverErrorText(error) ?? PAYMENT_RESULT_TEXTS.processingFailed };
  }
}
