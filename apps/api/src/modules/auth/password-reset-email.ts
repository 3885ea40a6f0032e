import { SCHOOL_NAME } from '@gjs/shared';
import { inLanguage, type MailLanguage } from '../../lib/mail-language.ts';

export function passwordResetEmail(
  username: string,
  link: string,
  ttlSeconds: number,
  language: MailLanguage = 'en',
) {
  const minutes = Math.round(ttlSeconds / 60);
  return inLanguage(language, {
    en: {
      subject: `Reset your ${SCHOOL_NAME} password`,
      text: [
        `Hello ${username},`,
        '',
        `someone asked to reset the password of your ${SCHOOL_NAME} account.`,
        'Open this link to choose a new password:',
        '',
        link,
        '',
        `The link works once and expires in ${minutes} minutes.`,
        'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    },
    de: {
      subject: `Neues Passwort für dein Konto bei ${SCHOOL_NAME}`,
      text: [
        `Hallo ${username},`,
        '',
        `jemand möchte das Passwort deines Kontos bei ${SCHOOL_NAME} zurücksetzen.`,
        'Öffne diesen Link, um ein neues Passwort zu wählen:',
        '',
        link,
        '',
        `Der Link funktioniert einmal und läuft in ${minutes} Minuten ab.`,
        'Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.',
      ].join('\n'),
    },
  });
}
