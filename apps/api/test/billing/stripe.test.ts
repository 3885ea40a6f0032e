import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../fakes/fake-stripe.ts';
import { buildBillingApp, post, registerUser, subscriptionOf, type BillingTestContext } from './support.ts';

let ctx: BillingTestContext;
beforeAll(async () => {
  ctx = await buildBillingApp();
});

async function signUp(plan: 'pro' | 'test', card: string = TEST_CARDS.visa) {
  const user = await registerUser(ctx, { plan });
  const res = await post(ctx, '/api/stripe/create-subscription/', {
    plan,
    payment_method_id: card,
    email: user.form.email,
    user_id: user.id,
    registration_token: user.registration_token,
  });
  return { user, res };
}

const confirm = (subscription_id: string, user_id: number) =>
  post(ctx, '/api/stripe/confirm-subscription/', { subscription_id, user_id });

describe('Stripe card subscription', () => {
  it('creates customer and a 14-day trial for pro, priced from the plan constants, and confirms in_trial', async () => {
    const { user, res } = await signUp('pro');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'trialing', subscription_id: expect.stringMatching(/^sub_/) });
    expect(body.client_secret).toBeUndefined();
    expect(await subscriptionOf(ctx, user.id)).toMatchObject({ status: 'none', paymentProvider: 'stripe' });

    const remote = ctx.stripe.subscriptions.get(body.subscription_id)!;
    expect(remote['items'].data[0].price).toMatchObject({
      unit_amount: 1999,
      currency: 'eur',
      recurring: { interval: 'month' },
    });
    expect(remote['trial_end'] - remote['trial_start']).toBe(14 * 24 * 3600);
    expect(remote['metadata']).toEqual({ user_id: String(user.id), plan: 'pro' });

    const confirmed = await confirm(body.subscription_id, user.id);
    expect(confirmed.json()).toEqual({ in_trial: true });
    const sub = await subscriptionOf(ctx, user.id);
    expect(sub).toMatchObject({ status: 'trial', plan: 'pro' });
    expect(sub!.endDate!.getTime()).toBe(remote['trial_end'] * 1000);
  });

  it('charges the test plan at 1.00 EUR a day without trial; a 3-D Secure card gets a client secret first', async () => {
    const { user, res } = await signUp('test', TEST_CARDS.threeDSecure);
    const body = res.json();
    expect(body).toMatchObject({ status: 'incomplete', client_secret: expect.stringContaining('_secret_') });
    const remote = ctx.stripe.subscriptions.get(body.subscription_id)!;
    expect(remote['items'].data[0].price).toMatchObject({ unit_amount: 100, recurring: { interval: 'day' } });
    expect(remote['trial_end']).toBeNull();

    const early = await confirm(body.subscription_id, user.id);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ message: 'Payment failed', code: 'payment_failed' });
    expect((await subscriptionOf(ctx, user.id))!.status).toBe('none');

    ctx.stripe.completePayment(body.subscription_id);
    expect((await confirm(body.subscription_id, user.id)).json()).toEqual({ in_trial: false });
    expect((await subscriptionOf(ctx, user.id))!.status).toBe('active');
  });

  it("answers a declined card with status 'error' and the card's own message", async () => {
    const { res } = await signUp('pro', TEST_CARDS.declined);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ status: 'error', error: 'Your card was declined.' });
  });

  it('refuses a plan other than pro or test and a client-chosen amount never reaches Stripe', async () => {
    const user = await registerUser(ctx);
    const res = await post(ctx, '/api/stripe/create-subscription/', {
      plan: 'cheap',
      amount: 1,
      payment_method_id: TEST_CARDS.visa,
      email: user.form.email,
      user_id: user.id,
      registration_token: user.registration_token,
    });
    expect(res.statusCode).toBe(400);
    for (const price of ctx.stripe.prices.values()) expect([1999, 100]).toContain(price['unit_amount']);
  });

  it('refuses to create a subscription without the registration token of that user', async () => {
    const user = await registerUser(ctx);
    const other = await registerUser(ctx);
    const res = await post(ctx, '/api/stripe/create-subscription/', {
      plan: 'pro',
      payment_method_id: TEST_CARDS.visa,
      email: user.form.email,
      user_id: user.id,
      registration_token: other.registration_token,
    });
    expect(res.statusCode).toBe(403);
  });

  it("does not confirm another user's subscription", async () => {
    const { res } = await signUp('pro');
    const other = await registerUser(ctx);
    const attempt = await confirm(res.json().subscription_id, other.id);
    expect(attempt.statusCode).toBe(404);
    expect((await subscriptionOf(ctx, other.id))!.status).toBe('none');
  });

  it('lets the registering browser delete the account after a failed card payment and cancels at Stripe', async () => {
    const { user, res } = await signUp('test', TEST_CARDS.threeDSecure);
    const del = await post(ctx, '/api/delete-user/', {
      user_id: user.id,
      registration_token: user.registration_token,
    });
    expect(del.statusCode).toBe(200);
    expect(ctx.stripe.subscriptions.get(res.json().subscription_id)!['status']).toBe('canceled');
  });

  it('refuses delete-user once the subscription is confirmed', async () => {
    const { user, res } = await signUp('pro');
    await confirm(res.json().subscription_id, user.id);
    const del = await post(ctx, '/api/delete-user/', {
      user_id: user.id,
      registration_token: user.registration_token,
    });
    expect(del.statusCode).toBe(403);
  });
});
