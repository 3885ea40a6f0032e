import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, login, payloads, type TestContext } from '../helper.ts';
import { createAccount } from '../../src/modules/accounts/index.ts';
import { users } from '../../src/db/schema/index.ts';

const PASSWORD = 'swing-manouche';
// The corpus sample plus a few aimed at this schema and at the account that exists.
const SQLI = [
  ...payloads('sqli'),
  "alice' --",
  "alice' OR '1'='1",
  "' OR 1=1; DROP TABLE users; --",
  "x' UNION SELECT password_hash FROM users --",
];
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ LOGIN_RATE_LIMIT: '1000', PASSWORD_RESET_RATE_LIMIT: '1000' });
  await createAccount(ctx.app.db, { username: 'alice', email: 'alice@example.com', password: PASSWORD });
});

describe('SQL injection payloads', () => {
  it('in the login username never log in and never cause a 500', async () => {
    expect(SQLI.length).toBeGreaterThanOrEqual(30);
    const seen = new Set<number>();
    for (const username of SQLI) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { username, password: PASSWORD },
      });
      seen.add(res.statusCode);
      expect([400, 401], `${res.statusCode} for ${JSON.stringify(username)}`).toContain(res.statusCode);
      expect(res.json()).not.toHaveProperty('access');
      expect(res.json().message).toEqual(expect.any(String));
    }
    // Most reach the query (and are refused there), not only the input validation.
    expect(seen.has(401)).toBe(true);
  });

  it('in the password-reset e-mail never cause a 500 and never send mail', async () => {
    const candidates = SQLI.flatMap((p) => [p, `${p}@example.com`, `alice@example.com${p}`]);
    for (const email of candidates) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/password-reset-request/',
        payload: { email },
      });
      expect([200, 400], `${res.statusCode} for ${JSON.stringify(email)}`).toContain(res.statusCode);
      expect(res.json().message).toEqual(expect.any(String));
    }
    await ctx.app.backgroundTasks.idle();
    expect(ctx.mail).toEqual([]);
  });

  it('leave the users table and the real account intact', async () => {
    const [row] = await ctx.app.db.select({ n: count() }).from(users);
    expect(row!.n).toBe(1);
    await expect(login(ctx.app, 'alice', PASSWORD)).resolves.toHaveProperty('access');
  });
});

describe('NUL characters, which PostgreSQL text cannot store', () => {
  it('in the login name or reset e-mail get a 400 with a message, not a 500', async () => {
    const loginRes = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'alice\u0000', password: PASSWORD },
    });
    expect(loginRes.statusCode).toBe(400);
    expect(loginRes.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
    const resetRes = await ctx.app.inject({
      method: 'POST',
      url: '/api/password-reset-request/',
      payload: { email: 'al\u0000ice@example.com' },
    });
    expect(resetRes.statusCode).toBe(400);
    expect(resetRes.json().message).toEqual(expect.any(String));
  });
});
