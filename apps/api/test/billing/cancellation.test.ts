import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../fakes/fake-stripe.ts';
import { bearer, login, queryRows } from '../helper.ts';
import { profiles } from '../../src/db/schema/index.ts';
import { runBillingJobs } from '../../src/modules/billing/lifecycle/jobs.ts';
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

async function cardMember(plan: 'pro' | 'test' = 'pro') {
  const user = await registerUser(ctx, { plan });
  const created = await post(ctx, '/api/stripe/create-subscription/', {
    plan,
    payment_method_id: TEST_CARDS.visa,
    email: user.form.email,
    user_id: user.id,
    registration_token: user.registration_token,
  });
  const subscriptionId = created.json().subscription_id as string;
  await post(ctx, '/api/stripe/confirm-subscription/', { subscription_id: subscriptionId, user_id: user.id });
  const { access } = await login(ctx.app, user.form.username, user.form.password);
  return { user, subscriptionId, access };
}

const cancel = (access: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/cancel-subscription/', headers: bearer(access) });

describe('POST /api/cancel-subscription/', () => {
  it('needs a login', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/cancel-subscription/' })).statusCode).toBe(401);
  });

  it('cancels a trial at Stripe and deletes the account at once with its data and profile image', async () => {
    const { user, subscriptionId, access } = await cardMember();
    const key = 'profile-images/0123456789abcdef0123456789abcdef.jpg';
    await ctx.app.storage.put(key, new Uint8Array([0xff, 0xd8, 0xff]), 'image/jpeg');
    await ctx.app.db.update(profiles).set({ profileImage: key }).where(eq(profiles.userId, user.id));

    const res = await cancel(access);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Your subscription has been cancelled and your account deleted.',
    });
    expect(ctx.stripe.subscriptions.get(subscriptionId)!['status']).toBe('canceled');
    expect(await userExists(ctx, user.id)).toBe(false);
    for (const table of ['profiles', 'subscriptions', 'refresh_tokens']) {
      const rows = await queryRows(
        ctx.app.db,
        sql`select 1 from ${sql.identifier(table)} where user_id = ${user.id}`,
      );
      expect(rows, table).toHaveLength(0);
    }
    expect(await ctx.app.storage.exists(key)).toBe(false);
  });

  it('cancels a paid subscription at the period end, keeps access until end_date, then the job deletes it', async () => {
    const { user, subscriptionId, access } = await cardMember('test');
    const res = await cancel(access);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(
      /^Your subscription has been cancelled\. You keep access until \d{4}-\d{2}-\d{2}\.$/,
    );
    expect(ctx.stripe.subscriptions.get(subscriptionId)!['cancel_at_period_end']).toBe(true);
    const sub = await subscriptionOf(ctx, user.id);
    expect(sub).toMatchObject({ status: 'cancelled', cancelAtPeriodEnd: true });
    const course = await ctx.app.inject({ url: '/api/courses/999999/', headers: bearer(access) });
    expect(course.statusCode).toBe(404); // past the access check

    expect((await runBillingJobs(ctx.app.billing, new Date(sub!.endDate!.getTime() - 1000))).deleted).toBe(0);
    expect(await userExists(ctx, user.id)).toBe(true);
    expect((await runBillingJobs(ctx.app.billing, new Date(sub!.endDate!.getTime() + 1000))).deleted).toBe(1);
    expect(await userExists(ctx, user.id)).toBe(false);
  });

  it('answers 400 when there is nothing to cancel and 502 when the provider fails', async () => {
    const { access, subscriptionId } = await cardMember();
    ctx.stripe.subscriptions.delete(subscriptionId);
    const failed = await cancel(access);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      message: 'The payment provider could not cancel the subscription.',
      code: 'provider_cancel_failed',
    });
    const fresh = await registerUser(ctx);
    const { access: noneAccess } = await login(ctx.app, fresh.form.username, fresh.form.password);
    const nothing = await cancel(noneAccess);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({
      message: 'There is no active subscription to cancel.',
      code: 'nothing_to_cancel',
    });
  });
});

describe('lifecycle jobs', () => {
  it('sends the trial reminder three days before the trial converts, once', async () => {
    const { user } = await cardMember();
    const sub = await subscriptionOf(ctx, user.id);
    const fourDaysBefore = new Date(sub!.endDate!.getTime() - 4 * 24 * 3600 * 1000);
    const threeDaysBefore = new Date(sub!.endDate!.getTime() - 3 * 24 * 3600 * 1000 + 1000);
    const mine = () =>
      ctx.mail.filter((m) => m.to === user.form.email && m.subject.includes('free trial ends'));
    await runBillingJobs(ctx.app.billing, fourDaysBefore);
    expect(mine()).toHaveLength(0);
    await runBillingJobs(ctx.app.billing, threeDaysBefore);
    await runBillingJobs(ctx.app.billing, new Date(threeDaysBefore.getTime() + 3600_000));
    expect(mine()).toHaveLength(1);
    expect(mine()[0]!.text).toContain('19,99€ a month');
  });

  it('ends a grace period that ran out: status expired and no more access', async () => {
    const { user, access } = await cardMember();
    const past = new Date(Date.now() - 1000);
    await ctx.app.db.execute(
      sql`update subscriptions set status = 'past_due', end_date = ${past.toISOString()} where user_id = ${user.id}`,
    );
    expect((await runBillingJobs(ctx.app.billing)).expired).toBeGreaterThanOrEqual(1);
    expect((await subscriptionOf(ctx, user.id))!.status).toBe('expired');
    const course = await ctx.app.inject({ url: '/api/courses/999999/', headers: bearer(access) });
    expect(course.statusCode).toBe(403);
  });
});

describe('POST /api/public/cancellation/ (decision 0417)', () => {
  const cancelWithoutLogin = (payload: object, ip = '203.0.113.7') =>
    ctx.app.inject({ method: 'POST', url: '/api/public/cancellation/', payload, remoteAddress: ip });

  it('answers the same whether or not an account matches, and always e-mails the confirmation with date and time', async () => {
    const unknown = await cancelWithoutLogin({ name: 'Nobody', email: 'nobody@example.com' });
    const { user, subscriptionId } = await cardMember('test');
    const known = await cancelWithoutLogin({
      name: 'Django',
      email: user.form.email.toUpperCase(),
      username: user.form.username,
    });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    const shape = (b: Record<string, unknown>) => ({ ...b, received_at: 'x' });
    expect(shape(known.json())).toEqual(shape(unknown.json()));
    expect(known.json().message).toBe(
      'Your cancellation has been received. A confirmation with the date and time has been sent to your e-mail address.',
    );
    expect(new Date(known.json().received_at).getTime()).toBeLessThanOrEqual(Date.now());
    const confirmation = ctx.mail.find((m) => m.to === 'nobody@example.com')!;
    expect(confirmation.text).toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);

    expect(ctx.stripe.subscriptions.get(subscriptionId)!['cancel_at_period_end']).toBe(true);
    expect((await subscriptionOf(ctx, user.id))!.status).toBe('cancelled');
    const notice = ctx.mail.filter((m) => m.to.toLowerCase() === user.form.email);
    expect(notice.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('cancellation received'),
        expect.stringContaining('has been cancelled'),
      ]),
    );
  });

  it('does not cancel when the username does not belong to the e-mail address', async () => {
    const { user } = await cardMember();
    await cancelWithoutLogin({ name: 'Someone', email: user.form.email, username: 'someone-else' });
    expect((await subscriptionOf(ctx, user.id))!.status).toBe('trial');
  });

  it('validates name and e-mail and is rate limited', async () => {
    const bad = await cancelWithoutLogin({ name: '', email: 'nope' }, '198.51.100.9');
    expect(bad.statusCode).toBe(400);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push(
        (await cancelWithoutLogin({ name: 'R', email: `r${i}@example.com` }, '198.51.100.10')).statusCode,
      );
    }
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes[5]).toBe(429);
  });
});
