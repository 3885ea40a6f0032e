import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestContext } from './helper.ts';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from './smtp-peer.ts';

/**
 * The file's app, whose e-mails go over SMTP to a real peer of its own, with links to https://school.example: made
 * before the file's tests, the peer closed after them.
 */
export function smtpTestApp(): { readonly peer: SmtpPeer; readonly ctx: TestContext } {
  const made = {} as { peer: SmtpPeer; ctx: TestContext };
  beforeAll(async () => {
    made.peer = await startSmtpPeer();
    made.ctx = await buildTestApp(
      { SMTP_URL: made.peer.url, PUBLIC_URL: 'https://school.example' },
      { realMailer: true },
    );
  });
  afterAll(async () => made.peer.close());
  return made;
}

/** A received mail with this recipient. */
export const sentTo = (address: string) => (mail: ReceivedMail) => mail.to.includes(address);
