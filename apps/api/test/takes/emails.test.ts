import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper.ts';
import { decodedBody, header, startSmtpPeer, type SmtpPeer } from '../smtp-peer.ts';
import { person, sendTake } from './support.ts';

// The take's two e-mails over a real SMTP peer, each in its recipient's language (decision 0700).
let peer: SmtpPeer;
let ctx: TestContext;

beforeAll(async () => {
  peer = await startSmtpPeer();
  ctx = await buildTestApp(
    { SMTP_URL: peer.url, PUBLIC_URL: 'https://school.example' },
    { realMailer: true },
  );
});
afterAll(async () => peer.close());

const to = (address: string) => (mail: { to: string[] }) => mail.to.includes(address);

describe('the e-mails of a take', () => {
  it('tell the teacher of a new take and a German student in German that it is answered', async () => {
    const teacher = await person(ctx, 'django', { isStaff: true });
    const student = await person(ctx, 'hanna', { takesLessons: true, language: 'deutsch' });
    const take = await sendTake(ctx, student.headers);
    const sent = await peer.waitFor(to('django@example.com'));
    expect(header(sent.raw, 'Subject')).toBe('New take from hanna: Minor Swing, chorus 1');
    expect(decodedBody(sent.raw)).toContain('https://school.example/admin/takes');

    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/takes/${take.id}/replies/`,
      headers: teacher.headers,
      payload: { text: 'Schön! Achte auf die Wechselschlagtechnik.' },
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/takes/${take.id}/answered/`,
      headers: teacher.headers,
    });
    expect(res.statusCode).toBe(200);
    const mail = await peer.waitFor(to('hanna@example.com'));
    expect(header(mail.raw, 'Subject')).toBe(
      'Dein Lehrer hat deine Aufnahme „Minor Swing, chorus 1“ beantwortet',
    );
    const body = decodedBody(mail.raw);
    expect(body).toContain('Hallo hanna,');
    expect(body).toContain('https://school.example/private-lessons');
  });
});
