import { beforeAll, describe, expect, it } from 'vitest';
import { buildBillingApp, post, registerUser, subscriptionOf, type BillingTestContext } from './support.ts';

let ctx: BillingTestContext;
beforeAll(async () => {
  ctx = await buildBillingApp();
});

async function checkout(plan: 'pro' | 'test' = 'pro') {
  const user = await registerUser(ctx, { payment_method: 'paypal', plan });
  const res = await post(ctx, '/api/paypal/create-payment/', { plan });
  return { user, res, subscriptionId: res.json().subscription_id as string };
}

const execute = (subscription_id: string, user_id: number) =>
  post(ctx, '/api/paypal/execute-payment/', { subscription_id, user_id });

function deliver(hook: ReturnType<BillingTestContext['paypal']['webhook']>, headers = hook.headers) {
  return ctx.app.inject({ method: 'POST', url: '/api/paypal/webhook/', payload: hook.payload, headers });
}

describe('PayPal subscription', () => {
  it('creates a subscription on a plan built from the constants and returns the approval link', async () => {
    const { res, subscriptionId } = await checkout();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.approval_url).toMatch(
      new RegExp(`^${ctx.paypal.url}/webapps/billing/subscriptions\\?ba_token=BA-`),
    );
    const plan = ctx.paypal.plans.get(ctx.paypal.subscriptions.get(subscriptionId)!['plan_id'])!;
    expect(plan['billing_cycles']).toEqual([
      expect.objectContaining({
        tenure_type: 'TRIAL',
        frequency: { interval_unit: 'DAY', interval_count: 14 },
      }),
      expect.objectContaining({
        tenure_type: 'REGULAR',
        frequency: { interval_unit: 'MONTH', interval_count: 1 },
        pricing_scheme: { fixed_price: { value: '19.99', currency_code: 'EUR' } },
      }),
    ]);
    const sub = ctx.paypal.subscriptions.get(subscriptionId)!;
    expect(sub['return_url']).toBe('http://school.test/payment/success');
    expect(sub['cancel_url']).toBe('http://school.test/payment/cancel');
  });

  it('reuses the PayPal plan it created and builds the test plan at 1.00 EUR a day without trial', async () => {
    await checkout();
    const { subscriptionId } = await checkout('test');
    expect(ctx.paypal.plans.size).toBe(2);
    const plan = ctx.paypal.plans.get(ctx.paypal.subscriptions.get(subscriptionId)!['plan_id'])!;
    expect(plan['billing_cycles']).toEqual([
      expect.objectContaining({
        tenure_type: 'REGULAR',
        pricing_scheme: { fixed_price: { value: '1.00', currency_code: 'EUR' } },
      }),
    ]);
  });

  it('does not activate before PayPal reports the subscription approved and active', async () => {
    const { user, subscriptionId } = await checkout();
    const res = await execute(subscriptionId, user.id);
    expect(res.json()).toEqual({ success: false, error: 'The PayPal subscription has not been approved.' });
    expect((await subscriptionOf(ctx, user.id))!.status).toBe('none');
  });

  it('activates the trial after approval, with PayPal as provider and the next billing time as end date', async () => {
    const { user, subscriptionId } = await checkout();
    const approved = ctx.paypal.approve(subscriptionId);
    expect((await execute(subscriptionId, user.id)).json()).toEqual({ success: true });
    const sub = await subscriptionOf(ctx, user.id);
    expect(sub).toMatchObject({
      status: 'trial',
      paymentProvider: 'paypal',
      providerSubscriptionId: subscriptionId,
    });
    expect(sub!.endDate!.toISOString()).toBe(
      new Date(approved['billing_info'].next_billing_time).toISOString(),
    );
    // Executing again (a reload of the result page) still succeeds and changes nothing.
    expect((await execute(subscriptionId, user.id)).json()).toEqual({ success: true });
  });

  it('refuses to bind a subscription to another account or an id this server never created', async () => {
    const { user, subscriptionId } = await checkout();
    ctx.paypal.approve(subscriptionId);
    await execute(subscriptionId, user.id);
    const other = await registerUser(ctx, { payment_method: 'paypal' });
    expect((await execute(subscriptionId, other.id)).json()).toMatchObject({
      success: false,
      error: 'Invalid payment response from PayPal',
    });
    expect((await execute('I-NOTOURS', other.id)).json()).toMatchObject({ success: false });
    expect((await subscriptionOf(ctx, other.id))!.status).toBe('none');
  });

  it('round-trips through the approval page: Approve redirects to the return URL with subscription_id and token', async () => {
    const { user, res, subscriptionId } = await checkout();
    const page = await fetch(res.json().approval_url);
    const html = await page.text();
    expect(html).toContain('id="approve"');
    expect(html).toContain('http://school.test/payment/cancel');
    const action = /action="([^"]+)"/.exec(html)![1]!.replace(/&#38;/g, '&');
    const approved = await fetch(`${ctx.paypal.url}${action}`, { method: 'POST', redirect: 'manual' });
    expect(approved.status).toBe(302);
    const back = new URL(approved.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe('http://school.test/payment/success');
    expect(back.searchParams.get('subscription_id')).toBe(subscriptionId);
    expect(back.searchParams.get('token')).toMatch(/^EC-/);
    expect((await execute(subscriptionId, user.id)).json()).toEqual({ success: true });
  });

  it('takes the user id as an integer only', async () => {
    const res = await post(ctx, '/api/paypal/execute-payment/', { subscription_id: 'I-X', user_id: 'one' });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/paypal/webhook/', () => {
  async function activeTrial() {
    const { user, subscriptionId } = await checkout();
    ctx.paypal.approve(subscriptionId);
    await execute(subscriptionId, user.id);
    return { user, subscriptionId };
  }

  it('answers 400 to a forged signature, a changed body and a wrong webhook id', async () => {
    const { subscriptionId } = await activeTrial();
    const hook = ctx.paypal.webhook('BILLING.SUBSCRIPTION.CANCELLED', { id: subscriptionId });
    const forged = await deliver(hook, {
      ...hook.headers,
      'paypal-transmission-sig': Buffer.from('x').toString('base64'),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({
      message: 'Invalid webhook signature',
      code: 'invalid_webhook_signature',
    });
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/paypal/webhook/',
      payload: hook.payload.replace('CANCELLED', 'ACTIVATED'),
      headers: hook.headers,
    });
    expect(changed.statusCode).toBe(400);
    const otherHook = ctx.paypal.webhook(
      'BILLING.SUBSCRIPTION.CANCELLED',
      { id: subscriptionId },
      new Date(),
      'WH-OTHER',
    );
    expect((await deliver(otherHook)).statusCode).toBe(400);
  });

  it('moves a renewal to active with the new end date, once per event id', async () => {
    const { user, subscriptionId } = await activeTrial();
    const renewed = ctx.paypal.renew(subscriptionId);
    const hook = ctx.paypal.webhook('PAYMENT.SALE.COMPLETED', {
      id: 'SALE-1',
      billing_agreement_id: subscriptionId,
      state: 'completed',
    });
    expect((await deliver(hook)).json()).toEqual({ received: true, outcome: 'applied' });
    const sub = await subscriptionOf(ctx, user.id);
    expect(sub!.status).toBe('active');
    expect(sub!.endDate!.toISOString()).toBe(
      new Date(renewed['billing_info'].next_billing_time).toISOString(),
    );
    expect((await deliver(hook)).json()).toEqual({ received: true, outcome: 'duplicate' });
  });

  it('ignores a late event older than the state already applied', async () => {
    const { user, subscriptionId } = await activeTrial();
    ctx.paypal.renew(subscriptionId);
    await deliver(ctx.paypal.webhook('PAYMENT.SALE.COMPLETED', { billing_agreement_id: subscriptionId }));
    const before = await subscriptionOf(ctx, user.id);
    const late = ctx.paypal.webhook(
      'BILLING.SUBSCRIPTION.ACTIVATED',
      { id: subscriptionId },
      new Date(Date.now() - 3600_000),
    );
    expect((await deliver(late)).json().outcome).toBe('stale');
    expect(await subscriptionOf(ctx, user.id)).toEqual(before);
  });

  it('marks a failed payment past_due with a grace period and an e-mail about the PayPal funding source', async () => {
    const { user, subscriptionId } = await activeTrial();
    await deliver(ctx.paypal.webhook('BILLING.SUBSCRIPTION.PAYMENT.FAILED', { id: subscriptionId }));
    expect((await subscriptionOf(ctx, user.id))!.status).toBe('past_due');
    const mail = ctx.mail.find((m) => m.to === user.form.email && m.subject.includes('payment failed'))!;
    expect(mail.text).toContain('update the funding source');
  });

  it('keeps a subscription cancelled at PayPal until its end date, then it does not come back', async () => {
    const { user, subscriptionId } = await activeTrial();
    ctx.paypal.setStatus(subscriptionId, 'CANCELLED');
    await deliver(ctx.paypal.webhook('BILLING.SUBSCRIPTION.CANCELLED', { id: subscriptionId }));
    const sub = await subscriptionOf(ctx, user.id);
    expect(sub).toMatchObject({ status: 'cancelled', cancelAtPeriodEnd: true });
    expect(sub!.endDate!.getTime()).toBeGreaterThan(Date.now());
    ctx.paypal.setStatus(subscriptionId, 'ACTIVE');
    await deliver(ctx.paypal.webhook('BILLING.SUBSCRIPTION.ACTIVATED', { id: subscriptionId }));
    expect((await subscriptionOf(ctx, user.id))!.status).toBe('cancelled');
  });
});
