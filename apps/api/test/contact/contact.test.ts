import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, payloads, queryRows, type TestContext } from '../helper.ts';
import { decodedBody, header, startSmtpPeer, type SmtpPeer } from '../smtp-peer.ts';

let peer: SmtpPeer;
let ctx: TestContext;

beforeAll(async () => {
  peer = await startSmtpPeer();
  ctx = await buildTestApp(
    { SMTP_URL: peer.url, PUBLIC_URL: 'https://school.example', CONTACT_RATE_LIMIT: '1000' },
    { realMailer: true },
  );
});
afterAll(async () => peer.close());

const submit = (payload: object, app = ctx.app, ip = '203.0.113.7') =>
  app.inject({ method: 'POST', url: '/api/submit/', payload, remoteAddress: ip });

interface Row {
  name: string;
  email: string;
  message: string;
  read_at: string | null;
}
const stored = () =>
  queryRows<Row>(ctx.app.db, sql`select name, email, message, read_at from contact_messages order by id`);

describe('POST /api/submit/ (public)', () => {
  it("stores the message for the admin inbox (unread) and answers 'Message sent successfully!'", async () => {
    const res = await submit({
      name: ' Django ',
      email: 'django@example.com',
      message: 'Do you teach online?',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Message sent successfully!' });
    expect((await stored()).at(-1)).toEqual({
      name: 'Django',
      email: 'django@example.com',
      message: 'Do you teach online?',
      read_at: null,
    });
  });

  it("e-mails the school's address (site setting business_email) with the sender as reply-to", async () => {
    await ctx.app.siteSettings.set('business_email', 'owner@school.example');
    await submit({ name: 'Fapy', email: 'fapy@example.com', message: 'Bonjour, une question sur Nuages.' });
    const mail = await peer.waitFor((m) => m.to.includes('owner@school.example'));
    expect(header(mail.raw, 'Reply-To')).toBe('fapy@example.com');
    expect(header(mail.raw, 'Subject')).toBe('Contact form: message from Fapy');
    const body = decodedBody(mail.raw);
    expect(body).toContain('Name: Fapy');
    expect(body).toContain('E-mail: fapy@example.com');
    expect(body).toContain('Bonjour, une question sur Nuages.');
  });

  it('keeps the subject on one line when the name tries header injection', async () => {
    await submit({
      name: 'Eve\r\nBcc: victim@example.com',
      email: 'eve@example.com',
      message: 'marker-inject',
    });
    const mail = await peer.waitFor((m) => decodedBody(m.raw).includes('marker-inject'));
    expect(mail.to).toEqual(['owner@school.example']);
    expect(header(mail.raw, 'Subject')).toBe('Contact form: message from Eve Bcc: victim@example.com');
    expect(header(mail.raw, 'Bcc')).toBeUndefined();
  });

  it('requires name, a valid email and a message: 400 with a message, nothing stored', async () => {
    const before = (await stored()).length;
    const cases: object[] = [
      {},
      { email: 'a@example.com', message: 'x' },
      { name: 'A', message: 'x' },
      { name: 'A', email: 'a@example.com' },
      { name: '   ', email: 'a@example.com', message: 'x' },
      { name: 'A', email: 'a@example.com', message: ' \n ' },
      { name: 'A', email: 'not-an-email', message: 'x' },
      { name: 'A', email: 'a@example.com\r\nBcc: b@example.com', message: 'x' },
      { name: 'A'.repeat(201), email: 'a@example.com', message: 'x' },
      { name: 'A', email: 'a@example.com', message: 'x'.repeat(5001) },
    ];
    for (const payload of cases) {
      const res = await submit(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await stored()).length).toBe(before);
  });

  it('stores XSS payloads verbatim (the admin inbox renders text, not HTML)', async () => {
    for (const payload of payloads('xss')
      .map((l) => l.trim())
      .filter(Boolean)) {
      const res = await submit({ name: 'Mallory', email: 'mallory@example.com', message: payload });
      expect(res.statusCode, payload).toBe(200);
      expect((await stored()).at(-1)!.message).toBe(payload);
    }
  });
});

describe('rate limit', () => {
  it('allows CONTACT_RATE_LIMIT messages per address per hour, then 429 with a message', async () => {
    const limited = await buildTestApp({ CONTACT_RATE_LIMIT: '2' });
    const payload = { name: 'Bireli', email: 'bireli@example.com', message: 'Hello' };
    expect((await submit(payload, limited.app, '198.51.100.1')).statusCode).toBe(200);
    expect((await submit(payload, limited.app, '198.51.100.1')).statusCode).toBe(200);
    const third = await submit(payload, limited.app, '198.51.100.1');
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/^Too many attempts\. Please try again in /);
    // Another address is not affected.
    expect((await submit(payload, limited.app, '198.51.100.2')).statusCode).toBe(200);
    // The mail goes out after the answer: wait for it. The refused message was neither stored nor mailed.
    await vi.waitFor(() => expect(limited.mail).toHaveLength(3));
    expect(limited.mail.every((m) => m.to === 'info@gypsyjazz.school')).toBe(true);
    const [{ n }] = (await queryRows<{ n: number }>(
      limited.app.db,
      sql`select count(*)::int as n from contact_messages`,
    )) as [{ n: number }];
    expect(n).toBe(3);
  });
});
