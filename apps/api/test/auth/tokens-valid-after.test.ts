import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, bearer, login, type TestContext } from '../helper.ts';
import { createAccount, hashPassword, setPasswordHash } from '../../src/modules/accounts/index.ts';
import { insertPasswordResetToken } from '../../src/modules/auth/repository.ts';
import { encodeUid } from '../../src/modules/auth/service.ts';
import { newOpaqueToken } from '../../src/lib/secrets.ts';

// An access token lives 15 minutes; these events must end the ones already handed out at once, not at expiry.
const PASSWORD = 'swing-manouche';
let ctx: TestContext;
let accountNo = 0;

beforeAll(async () => {
  ctx = await buildTestApp({ LOGIN_RATE_LIMIT: '1000', PASSWORD_RESET_RATE_LIMIT: '1000' });
});

/** A fresh member per test, so that one test's event cannot end another test's tokens. */
async function member() {
  const username = `member${++accountNo}`;
  const { id } = await createAccount(ctx.app.db, {
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
    subscription: 'active',
  });
  return { id, username };
}

const profileStatus = async (access: string) =>
  (await ctx.app.inject({ url: '/api/profile/', headers: bearer(access) })).statusCode;
const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });

/** Logs in twice: `ended` is used once (so the server has verified it before) and `bystander` is another login. */
async function twoLogins(username: string, password = PASSWORD) {
  const ended = await login(ctx.app, username, password);
  const bystander = await login(ctx.app, username, password);
  expect(await profileStatus(ended.access)).toBe(200);
  return { ended, bystander };
}

describe('access tokens signed before an account event are refused at once', () => {
  it('logout: every earlier access token of the account answers 401; a new login works', async () => {
    const { username } = await member();
    const other = await member();
    const otherLogin = await login(ctx.app, other.username, PASSWORD);
    const { ended, bystander } = await twoLogins(username);

    expect((await post('/api/logout/', { refresh: ended.refresh })).statusCode).toBe(204);

    expect(await profileStatus(ended.access)).toBe(401);
    expect(await profileStatus(bystander.access)).toBe(401);
    expect(await profileStatus((await login(ctx.app, username, PASSWORD)).access)).toBe(200);
    // Another account's tokens are untouched.
    expect(await profileStatus(otherLogin.access)).toBe(200);
  });

  it('password reset: earlier access tokens answer 401; a login with the new password works', async () => {
    const { id, username } = await member();
    const { ended, bystander } = await twoLogins(username);
    const reset = newOpaqueToken();
    await insertPasswordResetToken(ctx.app.db, {
      userId: id,
      tokenHash: reset.hash,
      expiresAt: new Date(Date.now() + 60_000),
    });

    const confirmed = await post('/api/password-reset-confirm/', {
      uid: encodeUid(id),
      token: reset.token,
      new_password: 'django-reinhardt-1934',
      confirm_password: 'django-reinhardt-1934',
    });
    expect(confirmed.statusCode).toBe(200);

    expect(await profileStatus(ended.access)).toBe(401);
    expect(await profileStatus(bystander.access)).toBe(401);
    expect(await profileStatus((await login(ctx.app, username, 'django-reinhardt-1934')).access)).toBe(200);
  });

  it('password change: writing a new password hash ends earlier access tokens', async () => {
    const { id, username } = await member();
    const { ended, bystander } = await twoLogins(username);

    await setPasswordHash(ctx.app.db, id, await hashPassword('django-reinhardt-1934'));
    ctx.app.accountCache.invalidate(); // the repository called directly: no request dropped the kept accounts

    expect(await profileStatus(ended.access)).toBe(401);
    expect(await profileStatus(bystander.access)).toBe(401);
    expect(await profileStatus((await login(ctx.app, username, 'django-reinhardt-1934')).access)).toBe(200);
  });

  it('refresh-token reuse: the replayed family is revoked and earlier access tokens answer 401', async () => {
    const { username } = await member();
    const { ended, bystander } = await twoLogins(username);
    const rotated = await post('/api/auth/refresh/', { refresh: ended.refresh });
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json<{ access: string; refresh: string }>();
    expect(await profileStatus(next.access)).toBe(200);

    expect((await post('/api/auth/refresh/', { refresh: ended.refresh })).statusCode).toBe(401);

    expect(await profileStatus(ended.access)).toBe(401);
    expect(await profileStatus(next.access)).toBe(401);
    expect(await profileStatus(bystander.access)).toBe(401);
    expect(await profileStatus((await login(ctx.app, username, PASSWORD)).access)).toBe(200);
  });

  it('a logout with an unknown refresh token ends nothing', async () => {
    const { username } = await member();
    const { ended } = await twoLogins(username);
    expect((await post('/api/logout/', { refresh: 'not-a-token-we-issued' })).statusCode).toBe(204);
    expect(await profileStatus(ended.access)).toBe(200);
  });
});
