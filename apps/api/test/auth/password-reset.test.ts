import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RESET_DONE_MESSAGE, PASSWORD_RESET_SENT_MESSAGE } from '@gjs/shared';
import { buildTestApp, login, type TestContext } from '../helper.ts';
import { createAccount } from '../../src/modules/accounts/index.ts';
import { passwordResetTokens } from '../../src/db/schema/index.ts';

const PUBLIC_URL = 'https://school.example';
const OLD_PASSWORD = 'swing-manouche';
let ctx: TestContext;
let carlaId: number;

beforeAll(async () => {
  ctx = await buildTestApp({
    PUBLIC_URL,
    PASSWORD_RESET_RATE_LIMIT: '2',
    PASSWORD_RESET_TTL_SECONDS: '60',
    LOGIN_RATE_LIMIT: '100',
  });
  ({ id: carlaId } = await createAccount(ctx.app.db, {
    username: 'Carla',
    email: 'carla@example.com',
    password: OLD_PASSWORD,
  }));
  await createAccount(ctx.app.db, { username: 'Other', email: 'other@example.com', password: OLD_PASSWORD });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// The rate limit counts per client address, so every call but the rate-limit test's comes from its own address.
let clients = 0;
const post = (url: string, payload: object, remoteAddress = `10.0.${++clients >> 8}.${clients & 255}`) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress });
/** The mail goes out after the answer: waits for it, so the recording mailer holds it. */
async function requestReset(email: string) {
  const res = await post('/api/password-reset-request/', { email });
  await ctx.app.backgroundTasks.idle();
  return res;
}
const confirm = (payload: object) => post('/api/password-reset-confirm/', payload);

/** Asks for a link and reads uid and token out of the mail the recording mailer caught. */
async function resetLink(email: string) {
  const before = ctx.mail.length;
  expect((await requestReset(email)).statusCode).toBe(200);
  expect(ctx.mail).toHaveLength(before + 1);
  const mail = ctx.mail.at(-1)!;
  const match = mail.text.match(/https:\/\/school\.example\/reset-password\/([\w-]+)\/([\w-]+)/);
  expect(match, mail.text).not.toBeNull();
  return { mail, uid: match![1]!, token: match![2]! };
}

describe('POST /api/password-reset-request/', () => {
  it('answers the same 200 sentence for known and unknown addresses, and mails only the known one', async () => {
    const before = ctx.mail.length;
    const unknown = await requestReset('nobody@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: PASSWORD_RESET_SENT_MESSAGE });
    expect(ctx.mail).toHaveLength(before);

    const known = await requestReset('CARLA@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: PASSWORD_RESET_SENT_MESSAGE });
    expect(ctx.mail).toHaveLength(before + 1);
  });

  it('mails a link ${PUBLIC_URL}/reset-password/{uid}/{token} to the account address', async () => {
    const { mail, uid, token } = await resetLink('carla@example.com');
    expect(mail.to).toBe('carla@example.com');
    expect(mail.subject).toMatch(/reset/i);
    expect(mail.text).toContain(`${PUBLIC_URL}/reset-password/${uid}/${token}`);
    expect(Buffer.from(uid, 'base64url').toString()).toBe(String(carlaId));
    expect(token.length).toBeGreaterThanOrEqual(40);
  });

  it('answers the same 200 sentence when the mail cannot be delivered (no account enumeration by error)', async () => {
    vi.spyOn(ctx.app.mailer, 'send').mockRejectedValueOnce(new Error('SMTP 421 service not available'));
    const res = await requestReset('carla@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_RESET_SENT_MESSAGE });
  });

  it('is rate limited per client: with PASSWORD_RESET_RATE_LIMIT=2 the third request gets 429 and a message', async () => {
    const ask = () => post('/api/password-reset-request/', { email: 'nobody@example.com' }, '192.0.2.77');
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    const third = await ask();
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/^Too many attempts\. Please try again in /);
  });
});

describe('POST /api/password-reset-confirm/', () => {
  const NEW_PASSWORD = 'new-django-chords';

  it('sets the new password, refuses the old one and revokes the refresh tokens of existing logins', async () => {
    const session = await login(ctx.app, 'carla', OLD_PASSWORD);
    const { uid, token } = await resetLink('carla@example.com');

    const res = await confirm({ uid, token, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_RESET_DONE_MESSAGE });

    await expect(login(ctx.app, 'carla', NEW_PASSWORD)).resolves.toHaveProperty('access');
    await expect(login(ctx.app, 'carla', OLD_PASSWORD)).rejects.toThrow(/401/);
    const refresh = await post('/api/auth/refresh/', { refresh: session.refresh });
    expect(refresh.statusCode).toBe(401);

    // The link is single-use.
    const again = await confirm({
      uid,
      token,
      new_password: 'third-password-x',
      confirm_password: 'third-password-x',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: expect.any(String),
      non_field_errors: [expect.any(String)],
    });
    await expect(login(ctx.app, 'carla', NEW_PASSWORD)).resolves.toHaveProperty('access');
  });

  it('invalidates every other outstanding link of the user once one has been used', async () => {
    const older = await resetLink('other@example.com');
    const newer = await resetLink('other@example.com');
    const pw = 'fresh-manouche-77';
    expect((await confirm({ ...newer, new_password: pw, confirm_password: pw })).statusCode).toBe(200);
    const res = await confirm({ uid: older.uid, token: older.token, new_password: pw, confirm_password: pw });
    expect(res.statusCode).toBe(400);
  });

  it('refuses an expired link (expiry moved into the past in the database) with 400', async () => {
    const { uid, token } = await resetLink('carla@example.com');
    await ctx.app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, carlaId));
    const res = await confirm({
      uid,
      token,
      new_password: 'expired-attempt',
      confirm_password: 'expired-attempt',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The password reset link is invalid or has expired.',
      non_field_errors: ['The password reset link is invalid or has expired.'],
    });
  });

  it('refuses a link once PASSWORD_RESET_TTL_SECONDS=60 have passed', async () => {
    const { uid, token } = await resetLink('carla@example.com');
    vi.setSystemTime(Date.now() + 61_000);
    const res = await confirm({
      uid,
      token,
      new_password: 'too-late-pass',
      confirm_password: 'too-late-pass',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().non_field_errors).toEqual(['The password reset link is invalid or has expired.']);
  });

  describe('with a fresh link', () => {
    let link: { uid: string; token: string };
    beforeAll(async () => {
      link = await resetLink('carla@example.com');
    });

    it("refuses the token with another user's uid, and the token still works for its owner afterwards", async () => {
      const otherUid = Buffer.from(String(carlaId + 1)).toString('base64url');
      const pw = 'hijack-attempt-1';
      const res = await confirm({ uid: otherUid, token: link.token, new_password: pw, confirm_password: pw });
      expect(res.statusCode).toBe(400);
      expect(res.json().non_field_errors).toHaveLength(1);
      await expect(login(ctx.app, 'other', pw)).rejects.toThrow(/401/);
    });

    it('answers mismatched passwords with 400 and non_field_errors ["Passwords don\'t match"]', async () => {
      const res = await confirm({
        ...link,
        new_password: 'first-choice-1',
        confirm_password: 'second-choice-2',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: "Passwords don't match",
        non_field_errors: ["Passwords don't match"],
      });
    });

    it.each([
      ['too short', 'Ab1-x', /too short.*at least 8 characters/],
      ['entirely numeric', '4815162342', /entirely numeric/],
      ['similar to the username', 'carla-rocks-1910', /too similar/],
    ])(
      'answers a weak password (%s) with 400, a new_password list and a message',
      async (_, pw, expected) => {
        const res = await confirm({ ...link, new_password: pw, confirm_password: pw });
        expect(res.statusCode).toBe(400);
        const body = res.json<{ message: string; new_password: string[] }>();
        expect(body.new_password).toEqual(expect.arrayContaining([expect.stringMatching(expected)]));
        expect(body.message).toEqual(expect.any(String));
        await expect(login(ctx.app, 'carla', pw)).rejects.toThrow(/401/);
      },
    );

    it('answers blank or missing fields with 400, field lists and a message', async () => {
      const blank = await confirm({ ...link, new_password: '', confirm_password: '' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({ message: expect.any(String), new_password: [expect.any(String)] });
      const missing = await confirm({ uid: link.uid });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        message: expect.any(String),
        non_field_errors: expect.arrayContaining([expect.stringMatching(/^token: /)]),
      });
    });

    it('still accepts the link after all those refused attempts (they changed nothing)', async () => {
      const pw = 'finally-strong-9';
      expect((await confirm({ ...link, new_password: pw, confirm_password: pw })).statusCode).toBe(200);
      await expect(login(ctx.app, 'carla', pw)).resolves.toHaveProperty('refresh');
    });
  });
});
