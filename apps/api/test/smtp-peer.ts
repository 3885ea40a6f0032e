import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

export interface SmtpPeer {
  /** SMTP_URL for the app under test. */
  url: string;
  received: ReceivedMail[];
  /** The TCP connections the peer accepted so far, and how many of them have closed since. */
  connections: { opened: number; closed: number };
  /** Resolves with the first received mail (from now on or already there) that matches, or fails after a timeout. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP peer on 127.0.0.1: plain SMTP on a random port, no authentication, keeps what it receives. */
export function startSmtpPeer(): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const waiters: { match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    logger: false,
    // A client's pooled connection may still be open when a test closes the peer (apps close after the file's own
    // hooks): the peer ends it at once, as a server shutting down does, instead of waiting 30 s for the client.
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        for (const w of waiters.filter((w) => w.match(mail))) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(mail);
        }
        callback();
      });
    },
  });
  const connections = { opened: 0, closed: 0 };
  server.server.on('connection', (socket: Socket) => {
    connections.opened++;
    socket.once('close', () => connections.closed++);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({
        // The peer offers STARTTLS with a self-signed certificate; ignoreTLS keeps nodemailer on plain SMTP.
        url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
        received,
        connections,
        waitFor(match, timeoutMs = 5000) {
          const found = received.find(match);
          if (found) return Promise.resolve(found);
          return new Promise((done, fail) => {
            const timer = setTimeout(() => fail(new Error('no matching mail arrived')), timeoutMs);
            waiters.push({
              match,
              resolve: (mail) => {
                clearTimeout(timer);
                done(mail);
              },
            });
          });
        },
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

/** The body as text: nodemailer may send long lines quoted-printable (UTF-8 bytes). */
export function decodedBody(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/)).replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i++) {
    const hex = body[i] === '=' ? body.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(body[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8').replace(/\r\n/g, '\n');
}

/** A header value, unfolded (long headers wrap onto continuation lines), its encoded words (RFC 2047) decoded. */
export function header(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line === undefined ? undefined : decodeWords(line.slice(name.length + 1).trim());
}

/** `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` words as text; the space between two such words is not text. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}
