/**
 * The language of an e-mail to a member: their profile's language, `deutsch` or `english` (the default), as
 * docs/decisions/0700-emails-in-the-recipients-language.md says. Dates are written the way readers of that language
 * write them, in the school's time zone.
 */
export type MailLanguage = 'en' | 'de';

export function mailLanguage(profileLanguage: string | null | undefined): MailLanguage {
  return profileLanguage === 'deutsch' ? 'de' : 'en';
}

const dayFormats: Record<MailLanguage, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/Berlin' }),
  de: new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'Europe/Berlin' }),
};

/** '3 December 2026' or '3. Dezember 2026'. */
export function formatDay(at: Date, language: MailLanguage): string {
  return dayFormats[language].format(at);
}

/** Picks the text of the recipient's language. */
export function inLanguage<T>(language: MailLanguage, texts: Record<MailLanguage, T>): T {
  return texts[language];
}
