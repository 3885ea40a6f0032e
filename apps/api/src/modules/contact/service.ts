import { CONTACT_SUCCESS_MESSAGE, type ContactMessage, type ContactResponse } from '@gjs/shared';
import type { Deps } from '../../core/module.ts';
import { oneLine } from '../../lib/text.ts';
import type { OutgoingMail } from '../../lib/mailer.ts';
import * as repo from './repository.ts';

export type ContactDeps = Deps<'db' | 'mailer' | 'log' | 'siteSettings' | 'config'>;

export function contactMail(to: string, input: ContactMessage, id: number, publicUrl: string): OutgoingMail {
  return {
    to,
    replyTo: input.email,
    subject: `Contact form: message from ${oneLine(input.name, 120)}`,
    text: [
      `Name: ${input.name}`,
      `E-mail: ${input.email}`,
      '',
      input.message,
      '',
      `Reply to this e-mail to answer ${input.name}. The message is also in the admin console's inbox (no. ${id}):`,
      `${publicUrl}/admin`,
    ].join('\n'),
  };
}

/**
 * Stores the message first (decision 0411: staff read it in the admin inbox), then e-mails the school with the sender
 * as reply-to. The message is safe once stored, so the answer does not wait for the mail server, and a mail failure
 * is logged, never shown to the sender.
 */
export async function submit(deps: ContactDeps, input: ContactMessage): Promise<ContactResponse> {
  const id = await repo.insertMessage(deps.db, input);
  void notifySchool(deps, input, id);
  return { message: CONTACT_SUCCESS_MESSAGE };
}

async function notifySchool(deps: ContactDeps, input: ContactMessage, id: number): Promise<void> {
  try {
    const { business_email: schoolEmail } = await deps.siteSettings.get();
    await deps.mailer.send(contactMail(schoolEmail, input, id, deps.config.publicUrl));
  } catch (err) {
    deps.log.error({ err, contactMessageId: id }, 'contact notification e-mail failed');
  }
}
