import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { buildTestApp } from '../helper.ts';
import { startSmtpPeer, type SmtpPeer } from '../smtp-peer.ts';
import { createMailer, SMTP_POOL } from '../../src/lib/mailer.ts';
import { createAccount } from '../../src/modules/accounts/index.ts';

/**
 * SMTP connections are pooled (src/lib/mailer.ts, docs/decisions/0413-e-mail.md): mails reuse open connections, at
 * most SMTP_POOL.maxConnections of them, and closing the mailer (the app's shutdown) closes them. The witness is a
 * real SMTP peer that counts the TCP connections it accepted and saw closed.
 */
const FROM = 'Gypsy Jazz Guitar School <no-reply@gypsyjazz.school>';
const silent = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
const mail = (n: number) => ({ to: `student${n}@example.com`, subject: `Lesson ${n}`, text: 'Nuages.' });

let peer: SmtpPeer;
beforeEach(async () => {
  peer = await startSmtpPeer();
});
afterEach(async () => {
  await peer.close();
});

const allClosed = () =>
  vi.waitFor(() => expect(peer.connections.closed).toBe(peer.connections.opened), { timeout: 5000 });

describe('the SMTP mailer keeps its connections in a pool', () => {
  it('sends mails one after another over one connection, and closing the mailer closes it', async () => {
    const mailer = createMailer({ smtpUrl: peer.url, from: FROM, dataDir: '/nonexistent', log: silent });
    for (const n of [1, 2, 3, 4]) await mailer.send(mail(n));
    expect(peer.received).toHaveLength(4);
    expect(peer.connections).toEqual({ opened: 1, closed: 0 });

    mailer.close();
    await allClosed();
    expect(peer.connections).toEqual({ opened: 1, closed: 1 });
  });

  it('sends mails given at once over no more connections than the pool holds', async () => {
    const mailer = createMailer({ smtpUrl: peer.url, from: FROM, dataDir: '/nonexistent', log: silent });
    await Promise.all([1, 2, 3, 4, 5, 6].map((n) => mailer.send(mail(n))));
    expect(peer.received).toHaveLength(6);
    expect(peer.connections.opened).toBeLessThanOrEqual(SMTP_POOL.maxConnections);
    mailer.close();
    await allClosed();
  });

  it("keeps an app's connection open between mails, and the app's shutdown closes it", async () => {
    const ctx = await buildTestApp({ SMTP_URL: peer.url }, { realMailer: true });
    await createAccount(ctx.app.db, {
      username: 'tchavolo',
      email: 'tchavolo@example.com',
      password: 'swing-48',
    });
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/password-reset-request/',
        payload: { email: 'tchavolo@example.com' },
      });
      expect(res.statusCode).toBe(200);
      await ctx.app.backgroundTasks.idle();
    }
    expect(peer.received).toHaveLength(2);
    expect(peer.connections).toEqual({ opened: 1, closed: 0 });

    await ctx.app.close();
    await allClosed();
    expect(peer.connections).toEqual({ opened: 1, closed: 1 });
  });
});
