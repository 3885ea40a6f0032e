import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, bearer, login, payloads, type TestContext } from '../helper.ts';
import { createAccount } from '../../src/modules/accounts/index.ts';

const PASSWORD = 'swing-manouche';
let ctx: TestContext;
let access: string;
let userId: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  ({ id: userId } = await createAccount(ctx.app.db, {
    username: 'Stochelo',
    email: 'stochelo@example.com',
    password: PASSWORD,
    firstName: 'Stochelo',
    lastName: 'Rosenberg',
    takesLessons: true,
    subscription: 'trial',
    level: 'advanced',
    language: 'deutsch',
    bio: 'Plays a Selmer copy.',
  }));
  await createAccount(ctx.app.db, { username: 'taken', email: 'taken@example.com', password: PASSWORD });
  ({ access } = await login(ctx.app, 'stochelo', PASSWORD));
});

const getProfile = () => ctx.app.inject({ url: '/api/profile/', headers: bearer(access) });
const patch = (payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/profile/', headers: bearer(access), payload });

describe('GET /api/profile/', () => {
  it('answers 401 with a message without a token, and with a garbage token', async () => {
    const anonymous = await ctx.app.inject({ url: '/api/profile/' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      message: 'Authentication credentials were not provided.',
      code: 'not_authenticated',
    });
    const garbage = await ctx.app.inject({ url: '/api/profile/', headers: bearer('not.a.jwt') });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
  });

  it('returns every field of the profile (product 0421) with the subscription', async () => {
    const res = await getProfile();
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    const specFields =
      'id date_joined takes_lessons username first_name last_name email bio profile_image level language ' +
      'email_notifications subscription is_staff interface_language';
    expect(Object.keys(profile).sort()).toEqual(specFields.split(' ').sort());
    expect(profile).toMatchObject({
      id: userId,
      username: 'Stochelo',
      first_name: 'Stochelo',
      last_name: 'Rosenberg',
      email: 'stochelo@example.com',
      bio: 'Plays a Selmer copy.',
      profile_image: null,
      level: 'advanced',
      language: 'deutsch',
      interface_language: null,
      email_notifications: true,
      takes_lessons: true,
      is_staff: false,
    });
    expect(Object.keys(profile.subscription).sort()).toEqual(
      ['end_date', 'payment_provider', 'plan', 'start_date', 'status'].sort(),
    );
    expect(profile.subscription).toMatchObject({ plan: 'pro', status: 'trial', payment_provider: null });
    const joined = Date.parse(profile.date_joined);
    expect(Math.abs(joined - Date.now())).toBeLessThan(60_000);
    const trialDays =
      (Date.parse(profile.subscription.end_date) - Date.parse(profile.subscription.start_date)) / 864e5;
    expect(trialDays).toBe(14);
  });

  it('answers what another process changed once that process announced the change', async () => {
    expect((await getProfile()).json()).toMatchObject({ subscription: { status: 'trial' } });
    await ctx.app.db.execute(sql`update profiles set bio = 'Changed elsewhere' where user_id = ${userId}`);
    await ctx.app.db.execute(sql`update subscriptions set status = 'active' where user_id = ${userId}`);
    // Unannounced, the kept account still answers (for at most 5 s); the announcement drops it.
    expect((await getProfile()).json()).toMatchObject({ subscription: { status: 'trial' } });
    ctx.app.changes.announce('accounts');
    expect((await getProfile()).json()).toMatchObject({
      bio: 'Changed elsewhere',
      subscription: { status: 'active' },
    });
    await ctx.app.db.execute(sql`update profiles set bio = 'Plays a Selmer copy.' where user_id = ${userId}`);
    await ctx.app.db.execute(sql`update subscriptions set status = 'trial' where user_id = ${userId}`);
    ctx.app.changes.announce('accounts');
  });

  it('gives an account without a profile row or subscription the defaults and no subscription', async () => {
    const { id } = await createAccount(ctx.app.db, {
      username: 'bare',
      email: 'bare@example.com',
      password: PASSWORD,
    });
    await ctx.app.db.execute(sql`delete from profiles where user_id = ${id}`);
    await ctx.app.db.execute(sql`delete from subscriptions where user_id = ${id}`);
    const { access: bareAccess } = await login(ctx.app, 'bare', PASSWORD);
    const res = await ctx.app.inject({ url: '/api/profile/', headers: bearer(bareAccess) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      bio: '',
      profile_image: null,
      level: 'intermediate',
      language: 'english',
      email_notifications: true,
      subscription: null,
    });
  });
});

describe('PATCH /api/profile/', () => {
  it('updates the nested user fields, level, language, bio and notifications and returns the profile', async () => {
    const res = await patch({
      user: { email: 'Stochelo.New@example.com', first_name: 'Stoch', last_name: 'R.' },
      level: 'intermediate',
      language: 'english',
      bio: 'Now teaching rhythm.',
      email_notifications: false,
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      email: 'Stochelo.New@example.com',
      first_name: 'Stoch',
      last_name: 'R.',
      level: 'intermediate',
      language: 'english',
      bio: 'Now teaching rhythm.',
      email_notifications: false,
      username: 'Stochelo',
    };
    expect(res.json()).toMatchObject(expected);
    expect((await getProfile()).json()).toMatchObject(expected);
    // The new address is also the login name now.
    await expect(login(ctx.app, 'stochelo.new@example.com', PASSWORD)).resolves.toHaveProperty('access');
  });

  it('keeps the interface language the member chose, until they choose none again', async () => {
    const chosen = await patch({ interface_language: 'de' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ interface_language: 'de' });
    expect((await getProfile()).json()).toMatchObject({ interface_language: 'de' });
    const unknown = await patch({ interface_language: 'fr' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'invalid_input_fields',
      errors: { interface_language: [expect.any(String)] },
    });
    expect((await getProfile()).json()).toMatchObject({ interface_language: 'de' });
    const cleared = await patch({ interface_language: null });
    expect(cleared.json()).toMatchObject({ interface_language: null });
  });

  it('answers 401 without a token and changes nothing', async () => {
    const res = await ctx.app.inject({ method: 'PATCH', url: '/api/profile/', payload: { bio: 'hacked' } });
    expect(res.statusCode).toBe(401);
    expect((await getProfile()).json().bio).not.toBe('hacked');
  });

  it('keeps its own address in another case without complaint', async () => {
    const res = await patch({ user: { email: 'STOCHELO.NEW@example.com' } });
    expect(res.statusCode).toBe(200);
  });

  describe('refused updates change nothing at all', () => {
    let before: Record<string, unknown>;
    beforeAll(async () => {
      before = (await getProfile()).json();
    });

    it.each([
      [
        'an e-mail taken by another user (any case)',
        { user: { email: 'TAKEN@example.com' } },
        /already exists/,
      ],
      ['an invalid e-mail', { user: { email: 'not-an-address' } }, /email/],
      ['an unknown level', { level: 'virtuoso' }, /level/],
      ['an unknown language', { language: 'french' }, /language/],
      ['a wrongly typed notification flag', { email_notifications: 'yes' }, /email_notifications/],
    ])('answers %s with 400 and a message', async (_, invalid, message) => {
      const res = await patch({
        bio: 'should not be stored',
        level: 'beginner',
        user: { first_name: 'Changed' },
        ...invalid,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
      expect((await getProfile()).json()).toEqual(before);
    });

    it('answers a NUL character in the bio with 400 (not a 500) and keeps the other fields', async () => {
      const res = await patch({ level: 'beginner', user: { first_name: 'Changed' }, bio: 'nul\u0000byte' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String), code: 'characters_not_allowed' });
      expect((await getProfile()).json()).toEqual(before);
    });
  });

  it('stores script-injection payloads verbatim in the bio and returns them as JSON', async () => {
    const xss = payloads('xss');
    expect(xss.length).toBeGreaterThanOrEqual(30);
    for (const payload of xss) {
      const res = await patch({ bio: payload });
      expect(res.statusCode, payload).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().bio).toBe(payload);
      expect((await getProfile()).json().bio).toBe(payload);
    }
  });
});
