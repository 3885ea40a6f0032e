import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens, signedBefore } from '../../src/modules/auth/access-tokens.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters!';

describe('access tokens', () => {
  it('verifies a signed token, again and again, with its user and signing time', async () => {
    const tokens = createAccessTokens(SECRET, 900);
    const token = await tokens.sign(42);
    const first = await tokens.verify(token);
    expect(first).toEqual({ userId: 42, issuedAt: expect.any(Number) });
    expect(Math.abs(first!.issuedAt - Date.now() / 1000)).toBeLessThan(5);
    expect(await tokens.verify(token)).toEqual(first);
  });

  it('refuses a token signed with another key, a tampered one and a refresh-type token', async () => {
    const tokens = createAccessTokens(SECRET, 900);
    const other = createAccessTokens(`${SECRET}-other`, 900);
    const token = await tokens.sign(7);
    expect(await tokens.verify(token)).toBeDefined();
    expect(await tokens.verify(await other.sign(7))).toBeUndefined();
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ typ: 'access', sub: '1', exp: 4e9 })).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeUndefined();
    expect(payload).toBeDefined();
    const refresh = await new SignJWT({ typ: 'refresh' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(refresh)).toBeUndefined();
  });

  it('stops accepting a token when it expires, even one verified before', async () => {
    const tokens = createAccessTokens(SECRET, 1);
    const token = await tokens.sign(3);
    expect(await tokens.verify(token)).toBeDefined();
    await new Promise((r) => setTimeout(r, 2100));
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('signs to the millisecond, so a token signed just after an account event is not taken for an earlier one', async () => {
    const tokens = createAccessTokens(SECRET, 900);
    const event = new Date();
    await new Promise((r) => setTimeout(r, 5));
    const after = (await tokens.verify(await tokens.sign(1)))!;
    expect(signedBefore(after.issuedAt, event)).toBe(false);
    expect(signedBefore(after.issuedAt, new Date(event.getTime() + 1000))).toBe(true);
    expect(signedBefore(after.issuedAt, null)).toBe(false);
  });
});
