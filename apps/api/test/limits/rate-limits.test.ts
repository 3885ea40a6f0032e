import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper.ts';
import { createAccount } from '../../src/modules/accounts/index.ts';
import { registrationForm } from '../billing/support.ts';
import { comment, createPost, member, type Member } from '../forum/support.ts';

/** The limits where abuse is cheap: registration, password spraying, forum writes. Each is set through its variable. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({
    REGISTRATION_RATE_LIMIT: '3',
    LOGIN_RATE_LIMIT: '5',
    LOGIN_ADDRESS_RATE_LIMIT: '4',
    FORUM_POST_RATE_LIMIT: '2',
    FORUM_COMMENT_RATE_LIMIT: '3',
  });
});

const TOO_MANY = /^Too many attempts\. Please try again in \d+ (minutes?|hours?|seconds?)\.$/;

describe('registration', () => {
  const register = (remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/register/',
      remoteAddress,
      payload: registrationForm({ payment_method: 'none' }),
    });

  it('allows REGISTRATION_RATE_LIMIT accounts per address and hour, then answers 429', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await register('203.0.113.7')).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
    const refused = await register('203.0.113.7');
    expect(refused.json().message).toMatch(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts each address on its own', async () => {
    expect((await register('203.0.113.8')).statusCode).toBe(201);
  });
});

describe('login from one address against many accounts (password spraying)', () => {
  beforeAll(async () => {
    for (let i = 0; i < 6; i++) {
      await createAccount(ctx.app.db, {
        username: `sprayed${i}`,
        email: `sprayed${i}@example.com`,
        password: 'swing-manouche',
        subscription: 'active',
      });
    }
  });

  const attempt = (username: string, remoteAddress: string, password = 'Summer2026!') =>
    ctx.app.inject({ method: 'POST', url: '/api/login/', remoteAddress, payload: { username, password } });

  it('answers 429 once LOGIN_ADDRESS_RATE_LIMIT attempts came from one address, whatever the accounts', async () => {
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await attempt(`sprayed${i}`, '198.51.100.1')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
    const refused = await attempt('sprayed5', '198.51.100.1', 'swing-manouche');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(TOO_MANY);
  });

  it('lets another address log in meanwhile', async () => {
    expect((await attempt('sprayed5', '198.51.100.2', 'swing-manouche')).statusCode).toBe(200);
  });
});

describe('forum writes per member', () => {
  let writer: Member;
  let other: Member;
  beforeAll(async () => {
    writer = await member(ctx, 'prolific');
    other = await member(ctx, 'quiet');
  });

  const post = (who: Member, n: number) =>
    createPost(ctx, who, {
      subject: `Minor swing question ${n}`,
      content: 'Which fingering?',
      category: 'general',
    });

  it('allows FORUM_POST_RATE_LIMIT posts per member and hour, then answers 429', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await post(writer, i)).statusCode);
    expect(codes).toEqual([201, 201, 429]);
    expect((await post(writer, 9)).json().message).toMatch(TOO_MANY);
    expect((await post(other, 1)).statusCode).toBe(201);
  });

  it('allows FORUM_COMMENT_RATE_LIMIT comments per member and hour, then answers 429', async () => {
    const target = (await post(other, 2)).json<{ id: number }>().id;
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await comment(ctx, writer, target, { content: `Reply ${i}` })).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
    expect((await comment(ctx, other, target, { content: 'Thanks!' })).statusCode).toBe(201);
  });
});
