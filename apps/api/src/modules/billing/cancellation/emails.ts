import { SCHOOL_NAME } from '@gjs/shared';
import type { OutgoingMail } from '#lib/mailer.ts';
import { formatDay, inLanguage, type MailLanguage } from '#lib/mail-language.ts';

/*
 * The e-mails of a cancellation: the receipt and the notice of the no-login cancellation (service.ts, decision
 * 0417), and the notice the admin console sends when staff deactivate an account (decision 0106).
 */

/** A notice to a member that their subscription was cancelled, in their language: the greeting, then `lines`. */
function cancelledNotice(
  to: string,
  username: string,
  language: MailLanguage,
  lines: Record<MailLanguage, string[]>,
): OutgoingMail {
  const texts = inLanguage(language, {
    en: { subject: `${SCHOOL_NAME}: your subscription has been cancelled`, greeting: `Hello ${username},` },
    de: { subject: `${SCHOOL_NAME}: Dein Abonnement wurde gekündigt`, greeting: `Hallo ${username},` },
  });
  return {
    to,
    subject: texts.subject,
    text: [texts.greeting, '', ...inLanguage(language, lines)].join('\n'),
  };
}

/** Date and time as a German consumer reads it, with the UTC instant for the record. */
export function formatMoment(at: Date): string {
  const local = new Intl.DateTimeFormat('de-DE', {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone: 'Europe/Berlin',
  }).format(at);
  return `${local} (${at.toISOString()})`;
}

export function cancellationReceivedEmail(to: string, name: string, receivedAt: Date): OutgoingMail {
  return {
    to,
    subject: `${SCHOOL_NAME}: cancellation received / Kündigung eingegangen`,
    text: [
      `Hello ${name},`,
      '',
      `we received your cancellation request on ${formatMoment(receivedAt)}.`,
      'If an account with a subscription belongs to this e-mail address, the subscription ends as described in our',
      'terms: a trial ends at once and the account is deleted; a paid month runs to its end, then the account is deleted.',
      '',
      `Wir haben Ihre Kündigung am ${formatMoment(receivedAt)} erhalten.`,
      '',
      `${SCHOOL_NAME}`,
    ].join('\n'),
  };
}

export function accountCancelledNoticeEmail(
  to: string,
  username: string,
  receivedAt: Date,
  endDate: Date | null,
  language: MailLanguage = 'en',
): OutgoingMail {
  return cancelledNotice(to, username, language, {
    en: [
      `a cancellation of your subscription was requested without login on ${formatMoment(receivedAt)}.`,
      endDate
        ? `Your access stays until ${formatDay(endDate, 'en')}; then the account and its data are deleted.`
        : 'Your account and all its data have been deleted.',
      `If you did not ask for this, reply to this e-mail at once.`,
    ],
    de: [
      `am ${formatMoment(receivedAt)} wurde ohne Anmeldung die Kündigung deines Abonnements beantragt.`,
      endDate
        ? `Dein Zugang bleibt bis zum ${formatDay(endDate, 'de')}; danach werden das Konto und seine Daten gelöscht.`
        : 'Dein Konto und alle seine Daten wurden gelöscht.',
      'Wenn du das nicht beantragt hast, antworte bitte sofort auf diese E-Mail.',
    ],
  });
}

/** The cancellation notice when staff deactivate an account whose subscription ran at a provider. */
export function subscriptionCancelledOnDeactivationEmail(
  to: string,
  username: string,
  at: Date,
  language: MailLanguage = 'en',
): OutgoingMail {
  return cancelledNotice(to, username, language, {
    en: [
      `your account was deactivated by the school on ${formatMoment(at)}, and your subscription was cancelled with`,
      'it: nothing more will be charged. Your data are kept; write to us if you want the account back or deleted.',
      `If you think this is a mistake, reply to this e-mail.`,
      '',
      `${SCHOOL_NAME}`,
    ],
    de: [
      `die Schule hat dein Konto am ${formatMoment(at)} deaktiviert und damit auch dein Abonnement gekündigt:`,
      'Es wird nichts mehr berechnet. Deine Daten bleiben gespeichert; schreib uns, wenn du das Konto zurückhaben',
      'oder gelöscht haben möchtest.',
      'Wenn du glaubst, dass das ein Irrtum ist, antworte auf diese E-Mail.',
      '',
      `${SCHOOL_NAME}`,
    ],
  });
}
