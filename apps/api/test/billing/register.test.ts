import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, login, payloads, type TestContext } from '../helper.ts';
import { profiles } from '../../src/db/schema/index.ts';
import {
  buildBillingApp,
  post,
  registerUser,
  registrationForm,
  subscriptionOf,
  userExists,
  type BillingTestContext,
} from './support.ts';

let ctx: BillingTestContext;
let demo: TestContext;

beforeAll(async () => {
  ctx = await buildBillingApp();
  // No provider configured: the embedded demo, where free signup defaults to on (decision 0403).
  demo = await buildTestApp();
});

const register = (c: TestContext, payload: object) => post(c, '/api/register/', payload);

describe('POST /api/register/ validation', () => {
  it('answers every missing field with a field error list (product 0425: {field: [messages]})', async () => {
    const res = await register(ctx, { payment_method: 'stripe' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).not.toHaveProperty('message');
    for (const field of [
      'username',
      'email',
      'password',
      'password2',
      'first_name',
      'last_name',
      'street_address',
      'city',
      'state',
      'postal_code',
      'country',
      'plan',
      'language',
      'level',
    ]) {
      expect(body[field], field).toEqual(['This field is required.']);
    }
    expect(body.acceptTerms).toEqual(['You must accept the terms and conditions to continue.']);
    expect(body.acceptPrivacy).toEqual(['You must accept the privacy policy to continue.']);
  });

  it('rejects blank fields, a bad e-mail and a bad username with their messages', async () => {
    const res = await register(
      ctx,
      registrationForm({ city: '   ', email: 'not-an-email', username: 'has space' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      city: ['This field may not be blank.'],
      email: ['Enter a valid email address.'],
      username: [
        'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
      ],
    });
  });

  it('applies the password rules: length, numeric, similar to the username, and the repeat', async () => {
    const short = await register(ctx, registrationForm({ password: '1234567', password2: '1234568' }));
    expect(short.json()).toEqual({
      password: [
        'This password is too short. It must contain at least 8 characters.',
        'This password is entirely numeric.',
      ],
      password2: ["Passwords don't match"],
    });
    const same = await register(
      ctx,
      registrationForm({ username: 'nuages1940', password: 'nuages1940', password2: 'nuages1940' }),
    );
    expect(same.json()).toEqual({ password: ['The password is too similar to your personal details.'] });
  });

  it('refuses a country that is not in the shared country list with a field error', async () => {
    for (const country of ['Narnia', 'Select Country']) {
      const res = await register(ctx, registrationForm({ country }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ country: [`"${country}" is not a valid choice.`] });
    }
    const res = await register(ctx, registrationForm({ country: "Cote d'Ivoire" }));
    expect(res.statusCode).toBe(201);
  });

  it("refuses an unknown payment method with 'Invalid payment method selected'", async () => {
    const res = await register(ctx, registrationForm({ payment_method: 'bitcoin' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Invalid payment method selected',
      code: 'invalid_payment_method',
    });
  });

  it("refuses 'none' while free signup is off (providers configured) and a provider that is not configured", async () => {
    const none = await register(ctx, registrationForm({ payment_method: 'none' }));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      message: 'Invalid payment method selected',
      code: 'invalid_payment_method',
    });
    const card = await register(demo, registrationForm({ payment_method: 'stripe' }));
    expect(card.json()).toEqual({
      message: 'Invalid payment method selected',
      code: 'invalid_payment_method',
    });
    const paypal = await register(demo, registrationForm({ payment_method: 'paypal' }));
    expect(paypal.json()).toEqual({
      message: 'Invalid payment method selected',
      code: 'invalid_payment_method',
    });
  });

  it('refuses a second account with the same username or e-mail, case-insensitively, as field errors', async () => {
    const { form } = await registerUser(ctx);
    const res = await register(
      ctx,
      registrationForm({ username: form.username.toUpperCase(), email: form.email.toUpperCase() }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      username: ['A user with that username already exists.'],
      email: ['A user with that email already exists.'],
    });
  });

  it("answers 403 'Registration is temporarily disabled' while the site setting is off", async () => {
    await ctx.app.siteSettings.set('registration_enabled', false);
    const res = await register(ctx, registrationForm());
    await ctx.app.siteSettings.set('registration_enabled', true);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Registration is temporarily disabled',
      code: 'registration_disabled',
    });
  });
});

describe('POST /api/register/ success', () => {
  it('creates user, profile with the address and a subscription without status for a provider payment', async () => {
    const { id, registration_token, form } = await registerUser(ctx, {
      language: 'deutsch',
      level: 'advanced',
    });
    expect(registration_token.length).toBeGreaterThan(30);
    const [profile] = await ctx.app.db.select().from(profiles).where(eq(profiles.userId, id));
    expect(profile).toMatchObject({
      streetAddress: form.street_address,
      city: form.city,
      state: form.state,
      postalCode: form.postal_code,
      country: 'France',
      language: 'deutsch',
      level: 'advanced',
    });
    expect(await subscriptionOf(ctx, id)).toMatchObject({
      status: 'none',
      plan: 'pro',
      paymentProvider: null,
    });
  });

  it("gives a complimentary active subscription for 'none' where free signup is on, and the user can log in", async () => {
    const { id, form } = await registerUser(demo, { payment_method: 'none' });
    expect(await subscriptionOf(demo, id)).toMatchObject({
      status: 'active',
      paymentProvider: null,
      endDate: null,
    });
    await expect(login(demo.app, form.username, form.password)).resolves.toHaveProperty('access');
  });

  it('stores attack payloads as plain text and never as SQL', async () => {
    for (const [i, payload] of [...payloads('xss').slice(0, 5), ...payloads('sqli').slice(0, 5)].entries()) {
      const city = payload.slice(0, 100);
      const { id } = await registerUser(demo, { payment_method: 'none', city, username: `payload${i}` });
      const [profile] = await demo.app.db.select().from(profiles).where(eq(profiles.userId, id));
      expect(profile?.city).toBe(city.trim());
    }
  });
});

describe('POST /api/delete-user/', () => {
  it('deletes a just-registered, never-paid account with its registration token', async () => {
    const { id, registration_token } = await registerUser(ctx);
    const res = await post(ctx, '/api/delete-user/', { user_id: id, registration_token });
    expect(res.statusCode).toBe(200);
    expect(await userExists(ctx, id)).toBe(false);
  });

  it('refuses a wrong token, another user id and a missing token with 403 or 400, deleting nobody', async () => {
    const victim = await registerUser(ctx);
    const attacker = await registerUser(ctx);
    const wrong = await post(ctx, '/api/delete-user/', { user_id: victim.id, registration_token: 'guess' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      message: 'You are not allowed to delete this user.',
      code: 'delete_not_allowed',
    });
    const other = await post(ctx, '/api/delete-user/', {
      user_id: victim.id,
      registration_token: attacker.registration_token,
    });
    expect(other.statusCode).toBe(403);
    const missing = await post(ctx, '/api/delete-user/', { user_id: victim.id });
    expect(missing.statusCode).toBe(400);
    expect(await userExists(ctx, victim.id)).toBe(true);
  });

  it('refuses an account that has a subscription (complimentary here) even with its own token', async () => {
    const { id, registration_token } = await registerUser(demo, { payment_method: 'none' });
    const res = await post(demo, '/api/delete-user/', { user_id: id, registration_token });
    expect(res.statusCode).toBe(403);
    expect(await userExists(demo, id)).toBe(true);
  });

  it('refuses an expired registration token', async () => {
    const { id, registration_token } = await registerUser(ctx);
    const { registrationTokens } = await import('../../src/db/schema/index.ts');
    await ctx.app.db
      .update(registrationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(registrationTokens.userId, id));
    const res = await post(ctx, '/api/delete-user/', { user_id: id, registration_token });
    expect(res.statusCode).toBe(403);
    expect(await userExists(ctx, id)).toBe(true);
  });
});

describe('GET /api/public/payment-config/', () => {
  it('reports the configured providers and free signup', async () => {
    expect((await ctx.app.inject({ url: '/api/public/payment-config/' })).json()).toEqual({
      stripe_publishable_key: 'pk_test_fake',
      paypal_enabled: true,
      free_signup_enabled: false,
    });
    expect((await demo.app.inject({ url: '/api/public/payment-config/' })).json()).toEqual({
      stripe_publishable_key: null,
      paypal_enabled: false,
      free_signup_enabled: true,
    });
  });
});
