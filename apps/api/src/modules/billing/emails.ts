import { SCHOOL_NAME } from '@gjs/shared';
import type { OutgoingMail } from '../../lib/mailer.ts';
import { formatDay, inLanguage, type MailLanguage } from '../../lib/mail-language.ts';

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
  const texts = inLanguage(language, {
    en: {
      subject: `${SCHOOL_NAME}: your subscription has been cancelled`,
      lines: [
        `Hello ${username},`,
        '',
        `a cancellation of your subscription was requested without login on ${formatMoment(receivedAt)}.`,
        endDate
          ? `Your access stays until ${formatDay(endDate, 'en')}; then the account and its data are deleted.`
          : 'Your account and all its data have been deleted.',
        `If you did not ask for this, reply to this e-mail at once.`,
      ],
    },
    de: {
      subject: `${SCHOOL_NAME}: Dein Abonnement wurde gekündigt`,
      lines: [
        `Hallo ${username},`,
        '',
        `am ${formatMoment(receivedAt)} wurde ohne Anmeldung die Kündigung deines Abonnements beantragt.`,
        endDate
          ? `Dein Zugang bleibt bis zum ${formatDay(endDate, 'de')}; danach werden das Konto und seine Daten gelöscht.`
          : 'Dein Konto und alle seine Daten wurden gelöscht.',
        'Wenn du das nicht beantragt hast, antworte bitte sofort auf diese E-Mail.',
      ],
    },
  });
  return { to, subject: texts.subject, text: texts.lines.join('\n') };
}

/** The cancellation notice when staff deactivate an account whose subscription ran at a provider. */
export function subscriptionCancelledOnDeactivationEmail(
  to: string,
  username: string,
  at: Date,
  language: MailLanguage = 'en',
): OutgoingMail {
  const texts = inLanguage(language, {
    en: {
      subject: `${SCHOOL_NAME}: your subscription has been cancelled`,
      lines: [
        `Hello ${username},`,
        '',
        `your account was deactivated by the school on ${formatMoment(at)}, and your subscription was cancelled with`,
        'it: nothing more will be charged. Your data are kept; write to us if you want the account back or deleted.',
        `If you think this is a mistake, reply to this e-mail.`,
      ],
    },
    de: {
      subject: `${SCHOOL_NAME}: Dein Abonnement wurde gekündigt`,
      lines: [
        `Hallo ${username},`,
        '',
        `die Schule hat dein Konto am ${formatMoment(at)} deaktiviert und damit auch dein Abonnement gekündigt:`,
        'Es wird nichts mehr berechnet. Deine Daten bleiben gespeichert; schreib uns, wenn du das Konto zurückhaben',
        'oder gelöscht haben möchtest.',
        'Wenn du glaubst, dass das ein Irrtum ist, antworte auf diese E-Mail.',
      ],
    },
  });
  return { to, subject: texts.subject, text: [...texts.lines, '', `${SCHOOL_NAME}`].join('\n') };
}

export function paymentFailedEmail(
  to: string,
  username: string,
  provider: string | null,
  graceEnd: Date | null,
  schoolEmail: string,
  language: MailLanguage = 'en',
): OutgoingMail {
  const texts = inLanguage(language, {
    en: {
      subject: `${SCHOOL_NAME}: your payment failed`,
      lines: [
        `Hello ${username},`,
        '',
        'the payment for your subscription failed.',
        graceEnd ? `You keep access until ${formatDay(graceEnd, 'en')} while the payment is retried.` : '',
        'To update your payment method:',
        provider === 'paypal'
          ? 'Log in to PayPal, open Settings > Payments > Manage automatic payments, choose our school and update the funding source.'
          : `Make sure your card is valid and has funds; to use another card, write to ${schoolEmail} and we send you a secure link to change it.`,
      ],
    },
    de: {
      subject: `${SCHOOL_NAME}: Deine Zahlung ist fehlgeschlagen`,
      lines: [
        `Hallo ${username},`,
        '',
        'die Zahlung für dein Abonnement ist fehlgeschlagen.',
        graceEnd
          ? `Du behältst deinen Zugang bis zum ${formatDay(graceEnd, 'de')}, während die Zahlung erneut versucht wird.`
          : '',
        'So änderst du deine Zahlungsmethode:',
        provider === 'paypal'
          ? 'Melde dich bei PayPal an, öffne Einstellungen > Zahlungen > Automatische Zahlungen verwalten, wähle unsere Schule und ändere die Zahlungsquelle.'
          : `Prüfe, ob deine Karte gültig und gedeckt ist; für eine andere Karte schreib an ${schoolEmail}, dann schicken wir dir einen sicheren Link zum Ändern.`,
      ],
    },
  });
  return { to, subject: texts.subject, text: texts.lines.join('\n') };
}

export function trialEndingEmail(
  to: string,
  username: string,
  trialEnd: Date,
  amount: string,
  language: MailLanguage = 'en',
): OutgoingMail {
  const day = formatDay(trialEnd, language);
  const texts = inLanguage(language, {
    en: {
      subject: `${SCHOOL_NAME}: your free trial ends on ${day}`,
      lines: [
        `Hello ${username},`,
        '',
        `your 14-day free trial ends on ${day}. From then on your subscription costs ${amount} a month.`,
        'If you want to stop, cancel before that day in your profile (Cancel Subscription); nothing is charged then.',
      ],
    },
    de: {
      subject: `${SCHOOL_NAME}: Deine kostenlose Testphase endet am ${day}`,
      lines: [
        `Hallo ${username},`,
        '',
        `deine 14-tägige kostenlose Testphase endet am ${day}. Danach kostet dein Abonnement ${amount} im Monat.`,
        'Wenn du aufhören möchtest, kündige vor diesem Tag in deinem Profil („Cancel Subscription“); dann wird nichts berechnet.',
      ],
    },
  });
  return { to, subject: texts.subject, text: texts.lines.join('\n') };
}
