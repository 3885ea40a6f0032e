import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, bearer, login, type TestContext } from '../helper.ts';
import { createAccount } from '../../src/modules/accounts/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ LOGIN_RATE_LIMIT: '3' });
  await createAccount(ctx.app.db, {
    username: 'Alice',
    email: 'alice@example.com',
    password: 'swing-manouche',
    subscription: 'active',
  });
});

describe('POST /api/login/', () => {
  it('logs in with the username, case-insensitively, and returns access and refresh', async () => {
    const tokens = await login(ctx.app, 'alice', 'swing-manouche');
    expect(tokens.access.split('.')).toHaveLength(3);
    expect(tokens.refresh.length).toBeGreaterThan(30);
    const profile = await ctx.app.inject({ url: '/api/profile/', headers: bearer(tokens.access) });
    expect(profile.json()).toMatchObject({ username: 'Alice', subscription: { status: 'active' } });
  });

  it('logs in with the e-mail address too', async () => {
    await expect(login(ctx.app, 'ALICE@example.com', 'swing-manouche')).resolves.toHaveProperty('access');
  });

  it('answers a wrong password with 401 and a message, without saying which part was wrong', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'bob-unknown', password: 'whatever' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'Invalid username/email or password.',
      code: 'invalid_credentials',
    });
  });

  it('rejects a missing password with 400 and a message', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login/', payload: { username: 'alice' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/password/);
  });

  it('rate limits repeated attempts for one account with 429 and a message', async () => {
    const attempt = () =>
      ctx.app.inject({ method: 'POST', url: '/api/login/', payload: { username: 'victim', password: 'x' } });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await attempt()).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    expect((await attempt()).json().message).toMatch(/^Too many attempts\. Please try again in /);
  });
});
