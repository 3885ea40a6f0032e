import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../helper.ts';
import {
  buildBillingApp,
  post,
  registerUser,
  subscriptionOf,
  userExists,
  type BillingTestContext,
} from './support.ts';

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

/** An approved and executed PayPal subscription, logged in. */
async function paypalMember(plan: 'pro' | 'test') {
  const { user, subscriptionId } = await checkout(plan);
  ctx.paypal.approve(subscriptionId);
  expect((await execute(subscriptionId, user.id)).json()).toEqual({ success: true });
  const { access } = await login(ctx.app, user.form.username, user.form.password);
  return { user, subscriptionId, access };
}

describe('PayPal error answers (product 0425)', () => {
  it("answers 'No approval URL received from PayPal' when PayPal gives no approve link", async () => {
    ctx.paypal.behaviour.approvalLink = false;
    try {
      const { res } = await checkout();
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ error: 'No approval URL received from PayPal' });
    } finally {
      ctx.paypal.behaviour.approvalLink = true;
    }
  });

  it("answers 'Failed to create PayPal payment' when PayPal refuses the credentials", async () => {
    const broken = await buildBillingApp({ PAYPAL_CLIENT_SECRET: 'not-the-secret' });
    const res = await post(broken, '/api/paypal/create-payment/', { plan: 'pro' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ error: 'Failed to create PayPal payment' });
  });

  it("answers 'Payment processing failed' when PayPal cannot be read, and activates nothing", async () => {
    const { user, subscriptionId } = await checkout();
    ctx.paypal.subscriptions.delete(subscriptionId);
    const res = await execute(subscriptionId, user.id);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ success: false, error: 'Payment processing failed' });
    expect((await subscriptionOf(ctx, user.id))!.status).toBe('none');
  });

  it("answers 'Payment execution failed' when the approved subscription is on another plan", async () => {
    const { user, subscriptionId } = await checkout();
    ctx.paypal.approve(subscriptionId);
    ctx.paypal.subscriptions.get(subscriptionId)!['plan_id'] = 'P-SOMEONE-ELSES-CHEAPER-PLAN';
    expect((await execute(subscriptionId, user.id)).json()).toEqual({
      success: false,
      error: 'Payment execution failed',
    });
    expect((await subscriptionOf(ctx, user.id))!.status).toBe('none');
  });

  it('refuses create-payment for a plan that does not exist', async () => {
    const res = await post(ctx, '/api/paypal/create-payment/', { plan: 'cheap' });
    expect(res.statusCode).toBe(400);
  });
});

describe('cancelling a PayPal subscription (decision 0404)', () => {
  const cancel = (access: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/cancel-subscription/', headers: bearer(access) });

  it('cancels a trial at PayPal and deletes the account at once', async () => {
    const { user, subscriptionId, access } = await paypalMember('pro');
    expect((await subscriptionOf(ctx, user.id))!.status).toBe('trial');
    const res = await cancel(access);
    expect(res.json()).toEqual({
      message: 'Your subscription has been cancelled and your account deleted.',
    });
    expect(ctx.paypal.subscriptions.get(subscriptionId)!['status']).toBe('CANCELLED');
    expect(await userExists(ctx, user.id)).toBe(false);
  });

  it('stops billing of a paid one at PayPal and keeps access until the paid-through date', async () => {
    const { user, subscriptionId, access } = await paypalMember('test');
    const before = await subscriptionOf(ctx, user.id);
    expect(before!.status).toBe('active');
    const paidThrough = ctx.paypal.view(subscriptionId)['billing_info'].next_billing_time as string;
    const res = await cancel(access);
    expect(res.statusCode).toBe(200);
    expect(ctx.paypal.subscriptions.get(subscriptionId)!['status']).toBe('CANCELLED');
    const sub = await subscriptionOf(ctx, user.id);
    expect(sub).toMatchObject({ status: 'cancelled', cancelAtPeriodEnd: true });
    expect(sub!.endDate!.toISOString()).toBe(new Date(paidThrough).toISOString());
    expect(await userExists(ctx, user.id)).toBe(true);
    const course = await ctx.app.inject({ url: '/api/courses/999999/', headers: bearer(access) });
    expect(course.statusCode).toBe(404); // still past the access check
  });
});

describe('a PayPal buyer who never comes back from the approval page', () => {
  it('gets the subscription bound by the activation webhook when the browser named the account', async () => {
    const user = await registerUser(ctx, { payment_method: 'paypal' });
    const res = await post(ctx, '/api/paypal/create-payment/', {
      plan: 'pro',
      user_id: user.id,
      registration_token: user.registration_token,
    });
    const subscriptionId = res.json().subscription_id as string;
    ctx.paypal.approve(subscriptionId);
    const hook = ctx.paypal.webhook('BILLING.SUBSCRIPTION.ACTIVATED', { id: subscriptionId });
    const delivered = await ctx.app.inject({
      method: 'POST',
      url: '/api/paypal/webhook/',
      payload: hook.payload,
      headers: hook.headers,
    });
    expect(delivered.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await subscriptionOf(ctx, user.id)).toMatchObject({
      status: 'trial',
      paymentProvider: 'paypal',
      providerSubscriptionId: subscriptionId,
    });
    // The late return of the browser still ends in success, and nobody else can take the subscription.
    expect((await execute(subscriptionId, user.id)).json()).toEqual({ success: true });
    const other = await registerUser(ctx, { payment_method: 'paypal' });
    expect((await execute(subscriptionId, other.id)).json()).toMatchObject({ success: false });
  });

  it('refuses to name an account without its registration token', async () => {
    const user = await registerUser(ctx, { payment_method: 'paypal' });
    const other = await registerUser(ctx, { payment_method: 'paypal' });
    const res = await post(ctx, '/api/paypal/create-payment/', {
      plan: 'pro',
      user_id: user.id,
      registration_token: other.registration_token,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: 'Registration session expired. Please try registering again.',
    });
  });

  it('leaves an activation of a checkout that named no account to the returning browser', async () => {
    const { user, subscriptionId } = await checkout();
    ctx.paypal.approve(subscriptionId);
    const hook = ctx.paypal.webhook('BILLING.SUBSCRIPTION.ACTIVATED', { id: subscriptionId });
    const delivered = await ctx.app.inject({
      method: 'POST',
      url: '/api/paypal/webhook/',
      payload: hook.payload,
      headers: hook.headers,
    });
    expect(delivered.json().outcome).toBe('ignored');
    expect((await subscriptionOf(ctx, user.id))!.status).toBe('none');
  });
});
