import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper.ts';
import { decodedBody, startSmtpPeer, type SmtpPeer } from '../smtp-peer.ts';
import { createMailer } from '../../src/lib/mailer.ts';
import { createAccount } from '../../src/modules/accounts/index.ts';

const FROM = 'Gypsy Jazz Guitar School <no-reply@gypsyjazz.school>';

function recordingLog() {
  const lines: { obj: unknown; msg: unknown }[] = [];
  const record = (obj: unknown, msg?: unknown) => void lines.push({ obj, msg });
  const log = {
    level: 'info',
    info: record,
    warn: record,
    error: record,
    debug: record,
    trace: record,
    fatal: record,
  };
  return { lines, log: { ...log, silent: () => {}, child: () => log } as unknown as FastifyBaseLogger };
}

let peer: SmtpPeer;
let dataDir: string;
beforeAll(async () => {
  peer = await startSmtpPeer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-mailer-'));
});
afterAll(async () => {
  await peer.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the outbox mailer (no SMTP_URL)', () => {
  it('writes each message as a real .eml file into DATA_DIR/outbox and logs its name', async () => {
    const { lines, log } = recordingLog();
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, dataDir, log });
    await mailer.send({
      to: 'reinhardt@example.com',
      subject: 'Minor swing lesson',
      text: 'Bring a pick.\nSee you.',
    });
    await mailer.send({ to: 'grappelli@example.com', subject: 'Second message', text: 'Violin too.' });
    mailer.close();

    const outbox = path.join(dataDir, 'outbox');
    const files = fs.readdirSync(outbox).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    const eml = files
      .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
      .find((t) => t.includes('Minor swing'))!;
    expect(eml).toMatch(/^Subject: Minor swing lesson$/m);
    expect(eml).toMatch(/^To: reinhardt@example.com$/m);
    expect(eml).toMatch(/^From: .*no-reply@gypsyjazz\.school/m);
    expect(eml).toMatch(/^Message-ID: </m);
    expect(eml).toContain('Bring a pick.\nSee you.');
    expect(fs.statSync(path.join(outbox, files[0]!)).mode & 0o077).toBe(0); // readable by the owner only
    expect(lines.some((l) => String((l.obj as { file?: string }).file).startsWith(outbox))).toBe(true);
  });

  it('makes the outbox folder again when it was removed while the server runs', async () => {
    const ownDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-mailer-own-'));
    try {
      const mailer = createMailer({
        smtpUrl: undefined,
        from: FROM,
        dataDir: ownDir,
        log: recordingLog().log,
      });
      await mailer.send({ to: 'django@example.com', subject: 'First', text: 'One.' });
      fs.rmSync(path.join(ownDir, 'outbox'), { recursive: true });
      await mailer.send({ to: 'django@example.com', subject: 'After the clean-up', text: 'Two.' });
      mailer.close();
      const files = fs.readdirSync(path.join(ownDir, 'outbox'));
      expect(files).toHaveLength(1);
      expect(fs.readFileSync(path.join(ownDir, 'outbox', files[0]!), 'utf8')).toMatch(
        /^Subject: After the clean-up$/m,
      );
    } finally {
      fs.rmSync(ownDir, { recursive: true, force: true });
    }
  });
});

describe('the SMTP mailer (SMTP_URL set)', () => {
  it('delivers the message to a real SMTP peer: envelope, subject and body arrive', async () => {
    const mailer = createMailer({ smtpUrl: peer.url, from: FROM, dataDir, log: recordingLog().log });
    const before = peer.received.length;
    await mailer.send({
      to: 'lagrene@example.com',
      subject: 'Nuages chord chart',
      text: 'Here is the chart for Nuages.',
      replyTo: 'student@example.com',
    });
    mailer.close();

    expect(peer.received).toHaveLength(before + 1);
    const mail = peer.received.at(-1)!;
    expect(mail.to).toEqual(['lagrene@example.com']);
    expect(mail.from).toBe('no-reply@gypsyjazz.school');
    expect(mail.raw).toMatch(/^Subject: Nuages chord chart\r?$/m);
    expect(mail.raw).toMatch(/^Reply-To: student@example.com\r?$/m);
    expect(decodedBody(mail.raw)).toContain('Here is the chart for Nuages.');
    // Nothing goes to the outbox when SMTP is configured.
    expect(fs.readdirSync(path.join(dataDir, 'outbox'))).toHaveLength(2);
  });

  it('sends the password-reset mail of a full app (SMTP_URL, real mailer) through the peer', async () => {
    const ctx = await buildTestApp(
      { SMTP_URL: peer.url, PUBLIC_URL: 'https://school.example' },
      { realMailer: true },
    );
    const { id } = await createAccount(ctx.app.db, {
      username: 'bireli',
      email: 'bireli@example.com',
      password: 'swing-manouche',
    });
    const before = peer.received.length;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/password-reset-request/',
      payload: { email: 'bireli@example.com' },
    });
    expect(res.statusCode).toBe(200);
    await ctx.app.backgroundTasks.idle();
    expect(ctx.mail).toEqual([]); // the recording mailer was not used

    expect(peer.received).toHaveLength(before + 1);
    const mail = peer.received.at(-1)!;
    expect(mail.to).toEqual(['bireli@example.com']);
    expect(mail.raw).toMatch(/^Subject: Reset your Gypsy Jazz Guitar School password\r?$/m);
    const uid = Buffer.from(String(id)).toString('base64url');
    expect(decodedBody(mail.raw)).toMatch(
      new RegExp(`https://school\\.example/reset-password/${uid}/[\\w-]{40,}`),
    );
    expect(fs.existsSync(path.join(ctx.dataDir, 'outbox'))).toBe(false);
  });
});
