import {
  PLANS,
  type PaypalCreatePaymentRequest,
  type PaypalCreatePaymentResponse,
  type PaypalExecutePaymentRequest,
  type PaypalExecutePaymentResponse,
} from '@gjs/shared';
import { AppError } from '../../lib/errors.ts';
import type { BillingContext } from './context.ts';
import { applyProviderState } from './provider-actions.ts';
import { readStamp } from './subscription-state.ts';
import type { PaypalClient } from './providers/paypal-api.ts';
import { paypalPlanKey } from './providers/paypal-plans.ts';
import { approvalUrl, paypalState } from './providers/paypal.ts';
import { registrationTokenValid } from './registration-service.ts';
import * as repo from './repository.ts';

const CREATE_FAILED = 'Failed to create PayPal payment';
const EXECUTE_FAILED = 'Payment execution failed';

function paypalOrFail(ctx: BillingContext, message: string): PaypalClient {
  if (!ctx.paypal) throw new AppError(400, message, { error: 'PayPal is not configured' });
  return ctx.paypal;
}

/** A PayPal subscription on the plan created from our constants; the browser is sent to its approval link. */
export async function createPaypalPayment(
  ctx: BillingContext,
  input: PaypalCreatePaymentRequest,
): Promise<PaypalCreatePaymentResponse> {
  const paypal = paypalOrFail(ctx, CREATE_FAILED);
  let userId: number | null = null;
  if (input.user_id !== undefined) {
    const token = input.registration_token ?? '';
    if (!(await registrationTokenValid(ctx, input.user_id, token))) {
      throw new AppError(403, CREATE_FAILED, {
        error: 'Registration session expired. Please try registering again.',
      });
    }
    userId = input.user_id;
  }
  const store = {
    find: (key: string) => repo.findProviderPlan(ctx.db, 'paypal', key),
    save: (key: string, id: string) => repo.saveProviderPlan(ctx.db, 'paypal', key, id),
  };
  try {
    const planId = await paypal.ensurePlan(PLANS[input.plan].id, store);
    const sub = await paypal.createSubscription({
      planId,
      returnUrl: `${ctx.config.publicUrl}/payment/success`,
      cancelUrl: `${ctx.config.publicUrl}/payment/cancel`,
    });
    const url = approvalUrl(sub);
    if (!url)
      throw new AppError(502, 'No approval URL received from PayPal', {
        error: 'No approval URL received from PayPal',
      });
    await repo.insertPaypalCheckout(ctx.db, sub.id, input.plan, userId);
    return { approval_url: url, subscription_id: sub.id };
  } catch (err) {
    if (err instanceof AppError) throw err;
    ctx.log.warn({ err }, 'paypal subscription not created');
    throw new AppError(502, CREATE_FAILED, { error: CREATE_FAILED });
  }
}

const failure = (error: string): PaypalExecutePaymentResponse => ({ success: false, error });

/**
 * Binds an approved PayPal subscription to the just-registered account: only a subscription this server created,
 * on the plan it was created for, not bound to anyone else, and only when PayPal reports it ACTIVE.
 */
export async function executePaypalPayment(
  ctx: BillingContext,
  input: PaypalExecutePaymentRequest,
): Promise<PaypalExecutePaymentResponse> {
  const paypal = paypalOrFail(ctx, EXECUTE_FAILED);
  const checkout = await repo.findPaypalCheckout(ctx.db, input.subscription_id);
  const row = await repo.findSubscription(ctx.db, { userId: input.user_id });
  if (!checkout || !row || (checkout.userId !== null && checkout.userId !== input.user_id)) {
    return failure('Invalid payment response from PayPal');
  }
  const sub = row.subscription;
  if (
    sub.providerSubscriptionId === input.subscription_id &&
    (sub.status === 'trial' || sub.status === 'active')
  ) {
    return { success: true };
  }
  if (sub.status !== 'none') return failure('This account already has a subscription.');
  let state;
  try {
    const remote = await paypal.getSubscription(input.subscription_id);
    const expectedPlan = await repo.findProviderPlan(ctx.db, 'paypal', paypalPlanKey(checkout.plan));
    if (expectedPlan && remote.plan_id !== expectedPlan) return failure(EXECUTE_FAILED);
    state = paypalState(remote, readStamp());
  } catch (err) {
    ctx.log.warn({ err }, 'paypal subscription not readable');
    throw new AppError(502, 'Payment processing failed', {
      success: false,
      error: 'Payment processing failed',
    });
  }
  if (state.kind !== 'trial' && state.kind !== 'active') {
    return failure('The PayPal subscription has not been approved.');
  }
  const bound = await ctx.db.transaction(async (tx) => {
    if (!(await repo.bindPaypalCheckout(tx, input.subscription_id, input.user_id))) return false;
    await repo.updateSubscription(tx, input.user_id, {
      plan: checkout.plan,
      paymentProvider: 'paypal',
      providerSubscriptionId: input.subscription_id,
    });
    const fresh = { ...row, subscription: { ...sub, plan: checkout.plan } };
    await applyProviderState(ctx, tx, fresh, state);
    await repo.deleteRegistrationToken(tx, input.user_id);
    return true;
  });
  return bound ? { success: true } : failure('Invalid payment response from PayPal');
}
