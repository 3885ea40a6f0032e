import { BILLING_MESSAGES, PAYMENT_METHODS, type RegisterRequest } from '@gjs/shared';
import { errorMessage } from '#lib/api-client.ts';
import type { Translation } from '#lib/i18n/texts.ts';
import { confirmStripeSubscription } from '../api/confirm-stripe-subscription.ts';
import { createPaypalPayment } from '../api/create-paypal-payment.ts';
import { createStripeSubscription } from '../api/create-stripe-subscription.ts';
import { deleteUser } from '../api/delete-user.ts';
import { registerAccount } from '../api/register.ts';
import type { PaymentResultState } from './payment-result-state.ts';
import { registrationErrorMessage } from './registration-error-message.ts';
import type { RegistrationTexts } from './registration-texts.ts';
import { serverErrorText } from './server-error-text.ts';
import { clearTempUser, storePaypalSubscriptionId, storeTempUser } from './registration-storage.ts';

/** The flow's own failure texts, in the page's language (registration-texts.ts). */
export type RegistrationErrorTexts = Translation<RegistrationTexts>['errors'];

/** The card fields of the provider, behind what the flow needs of them. */
export type CardPayment = {
  /** The id of a payment method made from the card fields; rejects with the provider's own card error message. */
  createPaymentMethod: () => Promise<string>;
  /** Confirms the intent behind a client secret with that payment method; resolves with the intent's status. */
  confirm: (clientSecret: string, paymentMethodId: string) => Promise<string>;
};

export type RegistrationOutcome =
  | { kind: 'paid'; state: PaymentResultState }
  | { kind: 'approve'; url: string }
  | { kind: 'error'; message: string };

/** A failure whose text is already the one to show. */
class FlowError extends Error {}

function failWith(message: string): never {
  throw new FlowError(message);
}

async function startPaypal(
  plan: RegisterRequest['plan'],
  user: { id: number; registrationToken: string },
  texts: RegistrationErrorTexts,
): Promise<RegistrationOutcome> {
  let answer: unknown;
  try {
    // The account is named so that PayPal's activation binds the subscription even if the buyer never returns.
    answer = await createPaypalPayment({
      plan,
      user_id: user.id,
      registration_token: user.registrationToken,
    });
  } catch (error) {
    failWith(serverErrorText(error) ?? errorMessage(error) ?? texts.paypalFailed);
  }
  if (typeof answer !== 'object' || answer === null) failWith(texts.paypalNoResponse);
  const { approval_url: url, subscription_id: subscriptionId } = answer as Record<string, unknown>;
  if (typeof url !== 'string' || !url) failWith(texts.paypalNoApprovalUrl);
  if (typeof subscriptionId === 'string') storePaypalSubscriptionId(subscriptionId);
  return { kind: 'approve', url };
}

async function payByCard(
  values: RegisterRequest,
  user: { id: number; registrationToken: string },
  paymentMethodId: string,
  card: CardPayment,
  texts: RegistrationErrorTexts,
): Promise<RegistrationOutcome> {
  const created = await createStripeSubscription({
    plan: values.plan,
    payment_method_id: paymentMethodId,
    email: values.email,
    user_id: user.id,
    registration_token: user.registrationToken,
  }).catch((error: unknown) => failWith(serverErrorText(error) ?? texts.subscriptionFailed));
  if (created.status === 'error') failWith(created.error ?? texts.subscriptionFailed);
  if (!created.subscription_id) failWith(texts.subscriptionFailed);
  if (created.client_secret) {
    const status = await card.confirm(created.client_secret, paymentMethodId);
    if (status !== 'succeeded') failWith(texts.paymentFailed);
  }
  const confirmed = await confirmStripeSubscription({
    subscription_id: created.subscription_id,
    user_id: user.id,
  }).catch((error: unknown) => failWith(errorMessage(error) ?? texts.paymentFailed));
  clearTempUser();
  return { kind: 'paid', state: { paymentMethod: 'stripe', status: 'success', inTrial: confirmed.in_trial } };
}

/**
 * Product 0422 Registration and payment: register, keep the id as temp_user_id, then pay by the chosen method. Whatever
 * fails after the account exists deletes it again, so the visitor can start over with the same name and e-mail.
 */
export async function runRegistration(
  values: RegisterRequest,
  card: CardPayment | null,
  texts: RegistrationErrorTexts,
): Promise<RegistrationOutcome> {
  const method = values.payment_method;
  if (!PAYMENT_METHODS.includes(method))
    return { kind: 'error', message: BILLING_MESSAGES.invalidPaymentMethod };
  let paymentMethodId = '';
  if (method === 'stripe') {
    // The card is checked before the account exists: a mistyped number then costs no account to clean up.
    if (!card) return { kind: 'error', message: texts.stripeNotInitialized };
    try {
      paymentMethodId = await card.createPaymentMethod();
    } catch (error) {
      return { kind: 'error', message: errorMessage(error) ?? texts.paymentFailed };
    }
  }

  let user: { id: number; registrationToken: string };
  try {
    const registered = await registerAccount(values);
    user = { id: registered.id, registrationToken: registered.registration_token };
  } catch (error) {
    return { kind: 'error', message: registrationErrorMessage(error, texts.registrationFailed) };
  }
  storeTempUser(user.id, user.registrationToken);

  try {
    if (method === 'none') {
      clearTempUser();
      return { kind: 'paid', state: { paymentMethod: 'none', status: 'success', inTrial: false } };
    }
    if (method === 'paypal') return await startPaypal(values.plan, user, texts);
    return await payByCard(values, user, paymentMethodId, card as CardPayment, texts);
  } catch (error) {
    await deleteUser({ user_id: user.id, registration_token: user.registrationToken }).catch(() => undefined);
    clearTempUser();
    const message = error instanceof FlowError ? error.message : errorMessage(error);
    return { kind: 'error', message: message ?? texts.paymentFailed };
  }
}
