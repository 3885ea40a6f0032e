import { eq } from 'drizzle-orm';
import type { RegisterRequest } from '@gjs/shared';
import { registerCleanup } from '../cleanup.ts';
import { buildTestApp, type TestContext } from '../helper.ts';
import { startFakePaypal, type FakePaypal } from '../fakes/fake-paypal.ts';
import { startFakeStripe, TEST_CARDS, type FakeStripe } from '../fakes/fake-stripe.ts';
import { subscriptions, users } from '../../src/db/schema/index.ts';

export interface BillingTestContext extends TestContext {
  stripe: FakeStripe;
  paypal: FakePaypal;
}

/** The app pointed at local fakes of Stripe and PayPal (the real SDK and fetch calls run against them). */
export async function buildBillingApp(env: Record<string, string> = {}): Promise<BillingTestContext> {
  const stripe = await startFakeStripe();
  const paypal = await startFakePaypal();
  registerCleanup(async () => {
    await stripe.close();
    await paypal.close();
  });
  const ctx = await buildTestApp({
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    PAYPAL_WEBHOOK_ID: paypal.webhookId,
    PAYPAL_API_BASE: paypal.url,
    PUBLIC_URL: 'http://school.test',
    ...env,
  });
  return { ...ctx, stripe, paypal };
}

let counter = 0;
/** A complete, valid registration form; each call gets a new username and e-mail. */
export function registrationForm(overrides: Partial<Record<keyof RegisterRequest, unknown>> = {}) {
  counter++;
  const base = {
    username: `django${counter}`,
    email: `django${counter}@example.com`,
    password: 'Minor-Swing-1937',
    password2: 'Minor-Swing-1937',
    first_name: 'Django',
    last_name: 'Reinhardt',
    street_address: 'Rue des Gitans 1',
    city: 'Samois-sur-Seine',
    state: 'Seine-et-Marne',
    postal_code: '77920',
    country: 'France',
    plan: 'pro',
    language: 'english',
    level: 'intermediate',
    acceptTerms: true,
    acceptPrivacy: true,
    payment_method: 'stripe',
  };
  // Overrides may be invalid on purpose (validation tests); the valid fields keep their string types.
  return { ...base, ...overrides } as typeof base;
}

export async function registerUser(ctx: TestContext, overrides: Parameters<typeof registrationForm>[0] = {}) {
  const form = registrationForm(overrides);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/register/', payload: form });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { form, ...res.json<{ id: number; registration_token: string }>() };
}

export async function subscriptionOf(ctx: TestContext, userId: number) {
  const [row] = await ctx.app.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

export async function userExists(ctx: TestContext, userId: number) {
  return (await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.id, userId))).length > 0;
}

export const post = (ctx: TestContext, url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });

/** Pays for a just-registered user by card at the fake Stripe (pro, in its trial); the provider's subscription id. */
export async function subscribeByCard(
  ctx: BillingTestContext,
  user: Awaited<ReturnType<typeof registerUser>>,
): Promise<string> {
  const created = await post(ctx, '/api/stripe/create-subscription/', {
    plan: 'pro',
    payment_method_id: TEST_CARDS.visa,
    email: user.form.email,
    user_id: user.id,
    registration_token: user.registration_token,
  });
  const subscriptionId = created.json().subscription_id as string;
  await post(ctx, '/api/stripe/confirm-subscription/', { subscription_id: subscriptionId, user_id: user.id });
  return subscriptionId;
}

/** A new member paying by card at the fake Stripe (in its trial), with the provider's subscription id. */
export async function startCardSubscription(ctx: BillingTestContext) {
  const user = await registerUser(ctx, { plan: 'pro' });
  const subscriptionId = await subscribeByCard(ctx, user);
  const stored = await subscriptionOf(ctx, user.id);
  if (stored?.providerSubscriptionId !== subscriptionId) throw new Error('card subscription not stored');
  return { id: user.id, username: user.form.username, email: user.form.email, subscriptionId };
}
