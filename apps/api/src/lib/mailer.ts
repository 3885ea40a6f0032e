import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import type nodemailerModule from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

type Nodemailer = typeof nodemailerModule;

/** nodemailer is loaded with the first mail: most of the time a server sends none and need not carry it. */
function lazyTransport(create: (nodemailer: Nodemailer) => Transporter) {
  let transport: Promise<Transporter> | undefined;
  return {
    get(): Promise<Transporter> {
      transport ??= import('nodemailer').then((module) => create(module.default));
      return transport;
    },
    close(): void {
      void transport?.then((t) => t.close());
    },
  };
}

/**
 * SMTP connections are kept in a pool (docs/decisions/0413-e-mail.md): mails sent close together (the jobs' trial
 * reminders, a reply notice beside a password reset) reuse an open connection instead of a TCP and TLS handshake and
 * a login each. Two at most: the school sends a few mails at a time, and relays limit connections per client. A
 * connection is renewed after 100 messages, closed by nodemailer after 4 idle minutes (within the 5 minutes
 * RFC 5321 lets a server wait), and closed at shutdown. Settings in SMTP_URL's query (`?pool=false`) win.
 */
export const SMTP_POOL = { pool: true, maxConnections: 2, maxMessages: 100 } as const;

/**
 * SMTP when SMTP_URL is set; otherwise each message is rendered as a real RFC 822 file in the data folder's outbox and
 * a log line names it, so that password reset works in the embedded demo (decision 0413).
 */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const smtpUrl = opts.smtpUrl;
    const transport = lazyTransport((nodemailer) =>
      nodemailer.createTransport({ url: smtpUrl, ...SMTP_POOL }),
    );
    return {
      async send(mail) {
        const info = await (await transport.get()).sendMail({ from: opts.from, ...mail });
        opts.log.info({ messageId: info.messageId, subject: mail.subject }, 'mail sent over SMTP');
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(opts.dataDir, 'outbox');
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  // The folder is made only when a write finds it missing: with the first mail, or after someone removed it.
  const writeToOutbox = async (file: string, message: Buffer) => {
    try {
      await fs.writeFile(file, message, { mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      await fs.mkdir(outbox, { recursive: true });
      await fs.writeFile(file, message, { mode: 0o600 });
    }
  };
  return {
    async send(mail) {
      const info = await (await transport.get()).sendMail({ from: opts.from, ...mail });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID()}.eml`,
      );
      await writeToOutbox(file, info.message as Buffer);
      opts.log.info({ file, subject: mail.subject }, 'mail written to outbox (no SMTP_URL configured)');
    },
    close: () => transport.close(),
  };
}
