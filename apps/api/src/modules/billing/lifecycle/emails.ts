import { SCHOOL_NAME } from '@gjs/shared';
import type { OutgoingMail } from '#lib/mailer.ts';
import { formatDay, inLanguage, type MailLanguage } from '#lib/mail-language.ts';

/*
 * The e-mails of the subscription's lifecycle: a failed payment (sent when its event is applied, provider-actions.ts)
 * and the trial that ends soon (sent by the reminder job, jobs.ts).
 */

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
