import type Stripe from 'stripe';
import {
  PLANS,
  type StripeConfirmSubscriptionRequest,
  type StripeCreateSubscriptionRequest,
  type StripeCreateSubscriptionResponse,
} from '@gjs/shared';
import { AppError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { BillingContext } from './context.ts';
import { applyProviderState } from './provider-actions.ts';
import { readStamp } from './subscription-state.ts';
import { ensureStripePrice } from './providers/stripe-prices.ts';
import { stripeState } from './providers/stripe.ts';
import { registrationTokenValid } from './registration-service.ts';
import * as repo from './repository.ts';

const FAILED = 'Failed to create subscription';

/** Answers in the shape of product 0424, `{status: 'error', error}` with the provider's card message where there is one. */
function stripeFailure(err: unknown): AppError {
  // The SDK's StripeCardError, told by its documented `type` (the SDK itself is loaded only when needed).
  const card = err instanceof Error && (err as { type?: unknown }).type === 'StripeCardError';
  const message = card ? err.message : FAILED;
  const status = card ? 402 : 502;
  return new AppError(status, message, { status: 'error', error: message });
}

function clientSecret(sub: Stripe.Subscription): string | undefined {
  const invoice = typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
  if (sub.status === 'incomplete' && invoice?.confirmation_secret?.client_secret) {
    return invoice.confirmation_secret.client_secret;
  }
  const setup = typeof sub.pending_setup_intent === 'object' ? sub.pending_setup_intent : null;
  return setup?.client_secret ?? undefined;
}

/**
 * Customer and subscription for a just-registered account. The price comes from the plan constants; the account's
 * e-mail from our database. Our status stays 'none' until confirm-subscription or a webhook reports Stripe's word.
 */
export async function createStripeSubscription(
  ctx: BillingContext,
  input: StripeCreateSubscriptionRequest,
): Promise<StripeCreateSubscriptionResponse> {
  if (!ctx.stripe) throw new AppError(400, FAILED, { status: 'error', error: 'Stripe is not configured' });
  if (!(await registrationTokenValid(ctx, input.user_id, input.registration_token))) {
    throw new ForbiddenError('Registration session expired. Please try registering again.');
  }
  const row = await repo.findSubscription(ctx.db, { userId: input.user_id });
  if (!row || row.subscription.status !== 'none' || row.subscription.providerSubscriptionId) {
    throw new ValidationError('This account already has a subscription.', { status: 'error', error: FAILED });
  }
  const plan = PLANS[input.plan];
  let sub: Stripe.Subscription;
  try {
    const stripe = await ctx.stripe();
    const price = await ensureStripePrice(stripe, plan.id);
    const customer = await stripe.customers.create({
      email: row.user.email,
      payment_method: input.payment_method_id,
      invoice_settings: { default_payment_method: input.payment_method_id },
      metadata: { user_id: String(row.user.id), username: row.user.username },
    });
    sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price }],
      default_payment_method: input.payment_method_id,
      ...(plan.trialDays ? { trial_period_days: plan.trialDays } : {}),
      metadata: { user_id: String(row.user.id), plan: plan.id },
      expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
    });
  } catch (err) {
    ctx.log.warn({ err, userId: input.user_id }, 'stripe subscription not created');
    throw stripeFailure(err);
  }
  await repo.updateSubscription(ctx.db, row.user.id, {
    plan: plan.id,
    paymentProvider: 'stripe',
    providerSubscriptionId: sub.id,
    providerCustomerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
  });
  const secret = clientSecret(sub);
  return { status: sub.status, subscription_id: sub.id, ...(secret ? { client_secret: secret } : {}) };
}

/** Sets trial or active only on Stripe's word, read from Stripe now. */
export async function confirmStripeSubscription(
  ctx: BillingContext,
  input: StripeConfirmSubscriptionRequest,
) {
  if (!ctx.stripe) throw new ValidationError('Stripe is not configured');
  const stripe = await ctx.stripe();
  const row = await repo.findSubscription(ctx.db, { providerSubscriptionId: input.subscription_id });
  if (!row || row.user.id !== input.user_id || row.subscription.paymentProvider !== 'stripe') {
    throw new NotFoundError('Subscription not found');
  }
  let remote: Stripe.Subscription;
  try {
    remote = await stripe.subscriptions.retrieve(input.subscription_id);
  } catch (err) {
    ctx.log.warn({ err }, 'stripe subscription not readable');
    throw new AppError(502, 'Payment failed');
  }
  if (remote.metadata['user_id'] !== String(input.user_id)) throw new NotFoundError('Subscription not found');
  const state = stripeState(remote, readStamp());
  if (state.kind !== 'trial' && state.kind !== 'active') throw new ValidationError('Payment failed');
  await ctx.db.transaction(async (tx) => {
    await applyProviderState(ctx, tx, row, state);
    await repo.deleteRegistrationToken(tx, row.user.id);
  });
  return { in_trial: state.kind === 'trial' };
}
