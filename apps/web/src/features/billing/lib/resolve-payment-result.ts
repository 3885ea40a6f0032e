import { deleteUser } from '../api/delete-user.ts';
import { executePaypalPayment } from '../api/execute-paypal-payment.ts';
import type { Translation } from '#lib/i18n/texts.ts';
import type { PaymentResultTexts } from './payment-result-texts.ts';
import type { PaymentResultState } from './payment-result-state.ts';
import { serverErrorText } from './server-error-text.ts';
import {
  clearPaypalSubscriptionId,
  clearTempUser,
  getTempUser,
  type TempUser,
} from './registration-storage.ts';

/** The outcome's own failure texts, in the page's language (payment-result-texts.ts). */
export type PaymentResultErrorTexts = Translation<PaymentResultTexts>['errors'];

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
 * Product 0422 Payment result: a card or free signup arrives with its outcome in the navigation state; a PayPal return
 * carries subscription_id in the query and is executed on the server for the account kept as temp_user_id.
 */
export async function resolvePaymentResult(
  state: PaymentResultState | null,
  search: URLSearchParams,
  texts: PaymentResultErrorTexts,
): Promise<PaymentResult> {
  if (state && state.paymentMethod !== 'paypal') {
    return state.status === 'success' ? { kind: 'success' } : { kind: 'error', message: texts.paymentFailed };
  }
  const subscriptionId = search.get('subscription_id');
  if (!subscriptionId) return { kind: 'error', message: texts.invalidPaypalResponse };
  const user = getTempUser();
  if (!user) return { kind: 'error', message: texts.sessionExpired };

  try {
    const answer = await executePaypalPayment({ subscription_id: subscriptionId, user_id: user.id });
    if (answer.success) {
      clearTempUser();
      clearPaypalSubscriptionId();
      return { kind: 'success' };
    }
    await discardAccount(user);
    return { kind: 'error', message: answer.error || texts.executionFailed };
  } catch (error) {
    await discardAccount(user);
    return { kind: 'error', message: serverErrorText(error) ?? texts.processingFailed };
  }
}
