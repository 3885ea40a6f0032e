import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../helper.ts';
import { SUBSCRIPTION_REQUIRED } from '../../src/plugins/app/auth.ts';
import {
  buildBillingApp,
  registerUser,
  subscribeByCard,
  subscriptionOf,
  type BillingTestContext,
} from './support.ts';

let ctx: BillingTestContext;
beforeAll(async () => {
  ctx = await buildBillingApp();
});

describe('member access follows the subscription from one request to the next', () => {
  it('a subscription Stripe ended loses access on the very next request', async () => {
    const user = await registerUser(ctx);
    const subscriptionId = await subscribeByCard(ctx, user);
    const { access } = await login(ctx.app, user.form.username, user.form.password);
    const forum = () => ctx.app.inject({ url: '/api/forum/posts/', headers: bearer(access) });

    expect((await forum()).statusCode).toBe(200);
    expect((await forum()).statusCode).toBe(200);

    const deliver = async (evt: Record<string, unknown>) => {
      const { payload, header } = ctx.stripe.sign(evt);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook/',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
      });
      expect(res.statusCode).toBe(200);
    };
    const { invoice, subscription } = ctx.stripe.failPayment(subscriptionId);
    await deliver(ctx.stripe.event('invoice.payment_failed', invoice));
    // Still in the grace period after a failed payment.
    expect((await forum()).statusCode).toBe(200);
    const ended = { ...structuredClone(subscription), status: 'canceled' };
    await deliver(
      ctx.stripe.event('customer.subscription.deleted', ended, Math.floor(Date.now() / 1000) + 1),
    );
    expect((await subscriptionOf(ctx, user.id))!.status).toBe('expired');

    const next = await forum();
    expect(next.statusCode).toBe(403);
    expect(next.json()).toEqual({ message: SUBSCRIPTION_REQUIRED, code: expect.any(String) });
  });
});
