import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../fakes/fake-stripe.ts';
import { bearer, login, queryRows } from '../helper.ts';
import { sql } from 'drizzle-orm';
import { runBillingJobs } from '../../src/modules/billing/lifecycle/jobs.ts';
import {
  buildBillingApp,
  post,
  registerUser,
  subscribeByCard,
  subscriptionOf,
  userExists,
  type BillingTestContext,
} from './support.ts';

let ctx: BillingTestContext;
beforeAll(async () => {
  ctx = await buildBillingApp();
});

/** A confirmed pro trial at the fake Stripe. */
async function trialMember() {
  const user = await registerUser(ctx);
  return { user, subscriptionId: await subscribeByCard(ctx, user) };
}

function deliver(evt: Record<string, unknown>, secret?: string) {
  const { payload, header } = ctx.stripe.sign(evt, secret);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook/',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
}

describe('POST /api/stripe/webhook/', () => {
  it('answers 400 to a missing or wrong signature and to a body changed after signing', async () => {
    const { subscriptionId } = await trialMember();
    const evt = ctx.stripe.event(
      'customer.subscription.deleted',
      ctx.stripe.subscriptions.get(subscriptionId)!,
    );
    const wrongSecret = await deliver(evt, 'whsec_someone_else');
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toEqual({
      message: 'Invalid webhook signature',
      code: 'invalid_webhook_signature',
    });
    const unsigned = await ctx.app.inject({ method: 'POST', url: '/api/stripe/webhook/', payload: evt });
    expect(unsigned.statusCode).toBe(400);
    const { header } = ctx.stripe.sign(evt);
    const tampered = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook/',
      payload: JSON.stringify({ ...evt, type: 'invoice.paid' }),
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
    expect(tampered.statusCode).toBe(400);
  });

  it('turns the trial into a paid month on invoice.paid, with the new end date', async () => {
    const { user, subscriptionId } = await trialMember();
    const { subscription, invoice } = ctx.stripe.renew(subscriptionId);
    const res = await deliver(ctx.stripe.event('invoice.paid', invoice));
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });
    const sub = await subscriptionOf(ctx, user.id);
    expect(sub!.status).toBe('active');
    expect(sub!.endDate!.getTime()).toBe(subscription['items'].data[0].current_period_end * 1000);
  });

  it('processes each event id once: a replay changes nothing', async () => {
    const { user, subscriptionId } = await trialMember();
    const { invoice } = ctx.stripe.failPayment(subscriptionId);
    const evt = ctx.stripe.event('invoice.payment_failed', invoice);
    expect((await deliver(evt)).json().outcome).toBe('applied');
    expect((await deliver(evt)).json()).toEqual({ received: true, outcome: 'duplicate' });
    const rows = await queryRows(
      ctx.app.db,
      sql`select count(*)::int as n from processed_billing_events where event_id = ${evt['id'] as string}`,
    );
    expect(rows[0]).toEqual({ n: 1 });
    const mails = ctx.mail.filter((m) => m.to === user.form.email && m.subject.includes('payment failed'));
    expect(mails).toHaveLength(1);
  });

  it('keeps access for the grace period after a failed payment and says how to update the payment method', async () => {
    const { user, subscriptionId } = await trialMember();
    const { invoice } = ctx.stripe.failPayment(subscriptionId);
    await deliver(ctx.stripe.event('invoice.payment_failed', invoice));
    const sub = await subscriptionOf(ctx, user.id);
    expect(sub!.status).toBe('past_due');
    expect(sub!.endDate!.getTime()).toBeGreaterThanOrEqual(Date.now() + 6.9 * 24 * 3600 * 1000);
    const mail = ctx.mail.find((m) => m.to === user.form.email && m.subject.includes('payment failed'))!;
    expect(mail.text).toContain('To update your payment method');
    // Past requireMember (403 without access): the missing course answers 404.
    const { access } = await login(ctx.app, user.form.username, user.form.password);
    const course = await ctx.app.inject({ url: '/api/courses/999999/', headers: bearer(access) });
    expect(course.statusCode).toBe(404);
  });

  it('ignores an older event arriving after a newer one (out of order) and never moves end_date back', async () => {
    const { user, subscriptionId } = await trialMember();
    const trialSnapshot = structuredClone(ctx.stripe.subscriptions.get(subscriptionId)!);
    const old = ctx.stripe.event(
      'customer.subscription.updated',
      trialSnapshot,
      Math.floor(Date.now() / 1000) - 60,
    );
    const { subscription } = ctx.stripe.renew(subscriptionId);
    await deliver(ctx.stripe.event('customer.subscription.updated', subscription));
    const after = await subscriptionOf(ctx, user.id);
    expect(after!.status).toBe('active');
    expect((await deliver(old)).json().outcome).toBe('stale');
    expect(await subscriptionOf(ctx, user.id)).toMatchObject({ status: 'active', endDate: after!.endDate });
  });

  it('never resurrects a subscription that the member cancelled', async () => {
    const { user, subscriptionId } = await trialMember();
    const { subscription } = ctx.stripe.renew(subscriptionId);
    await deliver(ctx.stripe.event('customer.subscription.updated', subscription));
    await ctx.app.db.execute(
      sql`update subscriptions set status = 'cancelled', cancel_at_period_end = true where user_id = ${user.id}`,
    );
    const active = { ...structuredClone(subscription), cancel_at_period_end: false };
    await deliver(
      ctx.stripe.event('customer.subscription.updated', active, Math.floor(Date.now() / 1000) + 5),
    );
    expect((await subscriptionOf(ctx, user.id))!.status).toBe('cancelled');
  });

  it('starts the trial from customer.subscription.created alone, when the browser never confirmed', async () => {
    const user = await registerUser(ctx);
    const created = await post(ctx, '/api/stripe/create-subscription/', {
      plan: 'pro',
      payment_method_id: TEST_CARDS.visa,
      email: user.form.email,
      user_id: user.id,
      registration_token: user.registration_token,
    });
    const remote = ctx.stripe.subscriptions.get(created.json().subscription_id as string)!;
    expect((await subscriptionOf(ctx, user.id))!.status).toBe('none');
    const res = await deliver(ctx.stripe.event('customer.subscription.created', remote));
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });
    const sub = await subscriptionOf(ctx, user.id);
    expect(sub).toMatchObject({ status: 'trial', paymentProvider: 'stripe' });
    expect(sub!.startDate!.getTime()).toBe(remote['start_date'] * 1000);
    expect(sub!.endDate!.getTime()).toBe(remote['trial_end'] * 1000);
  });

  it('binds customer.subscription.created that overtakes create-subscription to the account it was made for', async () => {
    const user = await registerUser(ctx);
    const created = await post(ctx, '/api/stripe/create-subscription/', {
      plan: 'pro',
      payment_method_id: TEST_CARDS.visa,
      email: user.form.email,
      user_id: user.id,
      registration_token: user.registration_token,
    });
    const remote = ctx.stripe.subscriptions.get(created.json().subscription_id as string)!;
    // As if the event had arrived before the server stored the subscription id.
    await ctx.app.db.execute(
      sql`update subscriptions set payment_provider = null, provider_subscription_id = null, provider_customer_id = null where user_id = ${user.id}`,
    );
    expect((await deliver(ctx.stripe.event('customer.subscription.created', remote))).json().outcome).toBe(
      'applied',
    );
    expect(await subscriptionOf(ctx, user.id)).toMatchObject({
      status: 'trial',
      paymentProvider: 'stripe',
      providerSubscriptionId: remote['id'],
      providerCustomerId: remote['customer'],
    });
    // An account that already has its subscription is never taken over by another one naming it.
    const other = await trialMember();
    const foreign = {
      ...structuredClone(remote),
      id: 'sub_foreign',
      metadata: { user_id: String(other.user.id) },
    };
    expect((await deliver(ctx.stripe.event('customer.subscription.created', foreign))).json().outcome).toBe(
      'ignored',
    );
    expect((await subscriptionOf(ctx, other.user.id))!.providerSubscriptionId).toBe(other.subscriptionId);
  });

  it('ends a paid subscription that Stripe deleted: access to the period end, then the job deletes the account', async () => {
    const { user, subscriptionId } = await trialMember();
    const { subscription } = ctx.stripe.renew(subscriptionId);
    await deliver(ctx.stripe.event('customer.subscription.updated', subscription));
    const ended = {
      ...structuredClone(subscription),
      status: 'canceled',
      ended_at: subscription['start_date'],
    };
    const res = await deliver(
      ctx.stripe.event('customer.subscription.deleted', ended, Math.floor(Date.now() / 1000) + 1),
    );
    expect(res.json().outcome).toBe('applied');
    const sub = await subscriptionOf(ctx, user.id);
    expect(sub).toMatchObject({ status: 'cancelled', cancelAtPeriodEnd: true });
    expect(sub!.endDate!.getTime()).toBe(subscription['items'].data[0].current_period_end * 1000);
    await runBillingJobs(ctx.app.billing, new Date(sub!.endDate!.getTime() + 1000));
    expect(await userExists(ctx, user.id)).toBe(false);
  });

  it('ends a past_due subscription that Stripe gave up on as expired (no access)', async () => {
    const { user, subscriptionId } = await trialMember();
    const { invoice, subscription } = ctx.stripe.failPayment(subscriptionId);
    await deliver(ctx.stripe.event('invoice.payment_failed', invoice));
    const ended = { ...structuredClone(subscription), status: 'canceled' };
    await deliver(
      ctx.stripe.event('customer.subscription.deleted', ended, Math.floor(Date.now() / 1000) + 1),
    );
    expect((await subscriptionOf(ctx, user.id))!.status).toBe('expired');
  });

  it('records events of unknown subscriptions without touching any account', async () => {
    const res = await deliver(
      ctx.stripe.event('customer.subscription.updated', {
        id: 'sub_unknown',
        object: 'subscription',
        status: 'active',
        items: { data: [] },
        start_date: 1,
        trial_end: null,
        cancel_at_period_end: false,
        cancel_at: null,
      }),
    );
    expect(res.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});
