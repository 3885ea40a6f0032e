import { describe, expect, it } from 'vitest';
import {
  accountCancelledNoticeEmail,
  subscriptionCancelledOnDeactivationEmail,
} from '../../src/modules/billing/cancellation/emails.ts';
import { paymentFailedEmail, trialEndingEmail } from '../../src/modules/billing/lifecycle/emails.ts';
import { smtpTestApp, sentTo } from '../smtp-app.ts';
import { decodedBody, header } from '../smtp-peer.ts';
import { comment, createPost, member } from '../forum/support.ts';

// E-mails go out in the recipient's language, the profile's `language` (docs/decisions/0700-emails-in-the-
// recipients-language.md); English stays exactly as before.
const smtp = smtpTestApp();

describe('e-mails over SMTP in the recipient’s language', () => {
  it('sends a German member the password reset e-mail in German, with the link', async () => {
    await member(smtp.ctx, 'Stephane', { language: 'deutsch' });
    const res = await smtp.ctx.app.inject({
      method: 'POST',
      url: '/api/password-reset-request/',
      payload: { email: 'stephane@example.com' },
    });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.peer.waitFor(sentTo('stephane@example.com'));
    expect(header(mail.raw, 'Subject')).toBe('Neues Passwort für dein Konto bei Gypsy Jazz Guitar School');
    const body = decodedBody(mail.raw);
    expect(body).toContain('Hallo Stephane,');
    expect(body).toMatch(/https:\/\/school\.example\/reset-password\/[\w-]+\/[\w-]+/);
    expect(body).toContain('Der Link funktioniert einmal und läuft in 60 Minuten ab.');
    expect(body).not.toContain('Hello');
  });

  it('keeps the English reset e-mail for an English member', async () => {
    await member(smtp.ctx, 'Oscar', { language: 'english' });
    await smtp.ctx.app.inject({
      method: 'POST',
      url: '/api/password-reset-request/',
      payload: { email: 'oscar@example.com' },
    });
    const mail = await smtp.peer.waitFor(sentTo('oscar@example.com'));
    expect(header(mail.raw, 'Subject')).toBe('Reset your Gypsy Jazz Guitar School password');
    expect(decodedBody(mail.raw)).toContain('Hello Oscar,');
  });

  it('tells a German author of a reply in German', async () => {
    const author = await member(smtp.ctx, 'Tchavolo', { language: 'deutsch' });
    const replier = await member(smtp.ctx, 'Bireli');
    const post = await createPost(smtp.ctx, author, {
      subject: 'Pompe bei 200 BPM',
      content: 'Wie?',
      category: 'general',
    });
    expect(
      (await comment(smtp.ctx, replier, post.json<{ id: number }>().id, { content: 'Locker bleiben.' }))
        .statusCode,
    ).toBe(201);
    const mail = await smtp.peer.waitFor(sentTo('tchavolo@example.com'));
    expect(header(mail.raw, 'Subject')).toBe('Neue Antwort auf deinen Forenbeitrag: Pompe bei 200 BPM');
    const body = decodedBody(mail.raw);
    expect(body).toContain('Bireli hat auf deinen Forenbeitrag „Pompe bei 200 BPM“ geantwortet:');
    expect(body).toContain('Locker bleiben.');
    expect(body).toContain('Du kannst sie jederzeit ausschalten: https://school.example/profile');
  });
});

describe('billing e-mails in German', () => {
  const day = new Date('2026-12-03T10:00:00Z');

  it('trial reminder: German date and the price as given', () => {
    const mail = trialEndingEmail('a@example.com', 'Angelo', day, '19,99 €', 'de');
    expect(mail.subject).toBe(
      'Gypsy Jazz Guitar School: Deine kostenlose Testphase endet am 3. Dezember 2026',
    );
    expect(mail.text).toContain('deine 14-tägige kostenlose Testphase endet am 3. Dezember 2026.');
    expect(mail.text).toContain('Danach kostet dein Abonnement 19,99 € im Monat.');
    expect(trialEndingEmail('a@example.com', 'Angelo', day, '19,99 €').subject).toBe(
      'Gypsy Jazz Guitar School: your free trial ends on 3 December 2026',
    );
  });

  it('payment failed, cancellation notice and deactivation notice', () => {
    const failed = paymentFailedEmail('a@example.com', 'Angelo', 'paypal', day, 'school@example.com', 'de');
    expect(failed.subject).toBe('Gypsy Jazz Guitar School: Deine Zahlung ist fehlgeschlagen');
    expect(failed.text).toContain('Du behältst deinen Zugang bis zum 3. Dezember 2026');
    expect(failed.text).toContain('Melde dich bei PayPal an');
    const card = paymentFailedEmail('a@example.com', 'Angelo', 'stripe', null, 'school@example.com', 'de');
    expect(card.text).toContain('schreib an school@example.com');
    const cancelled = accountCancelledNoticeEmail('a@example.com', 'Angelo', day, day, 'de');
    expect(cancelled.subject).toBe('Gypsy Jazz Guitar School: Dein Abonnement wurde gekündigt');
    expect(cancelled.text).toContain('Dein Zugang bleibt bis zum 3. Dezember 2026');
    const deactivated = subscriptionCancelledOnDeactivationEmail('a@example.com', 'Angelo', day, 'de');
    expect(deactivated.text).toContain('Hallo Angelo,');
    expect(deactivated.text).toContain('Es wird nichts mehr berechnet.');
  });
});
