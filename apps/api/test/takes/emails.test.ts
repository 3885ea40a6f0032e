import { describe, expect, it } from 'vitest';
import { smtpTestApp, sentTo } from '../smtp-app.ts';
import { decodedBody, header } from '../smtp-peer.ts';
import { person, sendTake } from './support.ts';

// The take's two e-mails over a real SMTP peer, each in its recipient's language (decision 0700).
const smtp = smtpTestApp();

describe('the e-mails of a take', () => {
  it('tell the teacher of a new take and a German student in German that it is answered', async () => {
    const teacher = await person(smtp.ctx, 'django', { isStaff: true });
    const student = await person(smtp.ctx, 'hanna', { takesLessons: true, language: 'deutsch' });
    const take = await sendTake(smtp.ctx, student.headers);
    const sent = await smtp.peer.waitFor(sentTo('django@example.com'));
    expect(header(sent.raw, 'Subject')).toBe('New take from hanna: Minor Swing, chorus 1');
    expect(decodedBody(sent.raw)).toContain('https://school.example/admin/takes');

    await smtp.ctx.app.inject({
      method: 'POST',
      url: `/api/admin/takes/${take.id}/replies/`,
      headers: teacher.headers,
      payload: { text: 'Schön! Achte auf die Wechselschlagtechnik.' },
    });
    const res = await smtp.ctx.app.inject({
      method: 'POST',
      url: `/api/admin/takes/${take.id}/answered/`,
      headers: teacher.headers,
    });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.peer.waitFor(sentTo('hanna@example.com'));
    expect(header(mail.raw, 'Subject')).toBe(
      'Dein Lehrer hat deine Aufnahme „Minor Swing, chorus 1“ beantwortet',
    );
    const body = decodedBody(mail.raw);
    expect(body).toContain('Hallo hanna,');
    expect(body).toContain('https://school.example/private-lessons');
  });
});
