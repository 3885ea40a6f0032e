import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, bearer, login, type TestContext } from '../helper.ts';
import { createAccount } from '../../src/modules/accounts/index.ts';
import { insertRefreshToken } from '../../src/modules/auth/repository.ts';
import { INVALID_REFRESH } from '../../src/modules/auth/service.ts';
import { newOpaqueToken } from '../../src/lib/secrets.ts';
import { users } from '../../src/db/schema/index.ts';

const PASSWORD = 'swing-manouche';
let ctx: TestContext;
let memberId: number;

beforeAll(async () => {
  // Short lifetimes so that expiry is reached by moving the clock a minute, not by waiting 15 minutes.
  ctx = await buildTestApp({ ACCESS_TOKEN_TTL_SECONDS: '30', REFRESH_TOKEN_TTL_SECONDS: '60' });
  ({ id: memberId } = await createAccount(ctx.app.db, {
    username: 'member',
    email: 'member@example.com',
    password: PASSWORD,
    subscription: 'active',
  }));
  await createAccount(ctx.app.db, { username: 'leaver', email: 'leaver@example.com', password: PASSWORD });
});

afterEach(() => {
  vi.useRealTimers();
});

const refresh = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/refresh/', payload: { refresh: token } });
const profileStatus = async (access: string) =>
  (await ctx.app.inject({ url: '/api/profile/', headers: bearer(access) })).statusCode;

function expectRefused(res: Awaited<ReturnType<typeof refresh>>) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ message: INVALID_REFRESH, code: 'refresh_invalid' });
}

describe('POST /api/auth/refresh/', () => {
  it('rotates: answers a new access token and a new refresh token, and the new access token works', async () => {
    const first = await login(ctx.app, 'member', PASSWORD);
    const res = await refresh(first.refresh);
    expect(res.statusCode).toBe(200);
    const next = res.json<{ access: string; refresh: string }>();
    expect(Object.keys(next).sort()).toEqual(['access', 'refresh']);
    expect(next.refresh).not.toBe(first.refresh);
    expect(next.access.split('.')).toHaveLength(3);
    expect(await profileStatus(next.access)).toBe(200);
    // The rotated token keeps working for the next rotation.
    expect((await refresh(next.refresh)).statusCode).toBe(200);
  });

  it('refuses a used refresh token presented again and revokes the whole family (reuse detection)', async () => {
    const first = await login(ctx.app, 'member', PASSWORD);
    const second = (await refresh(first.refresh)).json<{ refresh: string }>();
    const third = (await refresh(second.refresh)).json<{ refresh: string }>();

    expectRefused(await refresh(first.refresh));
    // The newest token of that login was never used, yet the replay has revoked it too.
    expectRefused(await refresh(third.refresh));
    expectRefused(await refresh(second.refresh));
  });

  it('leaves other logins of the same user alone when one family is revoked', async () => {
    const stolen = await login(ctx.app, 'member', PASSWORD);
    const other = await login(ctx.app, 'member', PASSWORD);
    await refresh(stolen.refresh);
    expectRefused(await refresh(stolen.refresh));
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it('refuses an unknown refresh token with 401 and a message, and a missing one with 400', async () => {
    expectRefused(await refresh(crypto.randomBytes(32).toString('base64url')));
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh/', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/refresh/);
  });

  it('refuses a refresh token once its lifetime (REFRESH_TOKEN_TTL_SECONDS=60) has passed', async () => {
    const tokens = await login(ctx.app, 'member', PASSWORD);
    vi.setSystemTime(Date.now() + 61_000);
    expectRefused(await refresh(tokens.refresh));
  });

  it('refuses an expired token row stored through the repository', async () => {
    const token = newOpaqueToken();
    await insertRefreshToken(ctx.app.db, {
      userId: memberId,
      familyId: crypto.randomUUID(),
      tokenHash: token.hash,
      expiresAt: new Date(Date.now() - 1000),
    });
    expectRefused(await refresh(token.token));
  });
});

describe('access token expiry', () => {
  it('answers an expired access token with 401 {message}, and a refresh then restores access', async () => {
    const tokens = await login(ctx.app, 'member', PASSWORD);
    expect(await profileStatus(tokens.access)).toBe(200);

    vi.setSystemTime(Date.now() + 31_000); // past ACCESS_TOKEN_TTL_SECONDS=30, within the refresh lifetime
    const expired = await ctx.app.inject({ url: '/api/profile/', headers: bearer(tokens.access) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      message: 'Given token not valid for any token type',
      code: 'token_invalid',
    });

    const renewed = await refresh(tokens.refresh);
    expect(renewed.statusCode).toBe(200);
    expect(await profileStatus(renewed.json().access)).toBe(200);
  });
});

describe('POST /api/logout/', () => {
  it('answers 204 and the refresh token of that login no longer works', async () => {
    const tokens = await login(ctx.app, 'member', PASSWORD);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout/',
      payload: { refresh: tokens.refresh },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expectRefused(await refresh(tokens.refresh));
  });

  it('also answers 204 for an unknown token, revealing nothing', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout/',
      payload: { refresh: 'unknown' },
    });
    expect(res.statusCode).toBe(204);
  });
});

describe('a deactivated user', () => {
  it('can neither log in, nor refresh, nor use an access token issued before', async () => {
    const tokens = await login(ctx.app, 'leaver', PASSWORD);
    expect(await profileStatus(tokens.access)).toBe(200);

    await ctx.app.db.update(users).set({ isActive: false }).where(eq(users.username, 'leaver'));

    const loginRes = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'leaver', password: PASSWORD },
    });
    expect(loginRes.statusCode).toBe(401);
    expect(loginRes.json()).toEqual({
      message: 'Invalid username/email or password.',
      code: 'invalid_credentials',
    });
    expectRefused(await refresh(tokens.refresh));
    expect(await profileStatus(tokens.access)).toBe(401);
  });
});
