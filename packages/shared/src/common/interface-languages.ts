/**
 * The languages of the interface (docs/decisions/0701-the-interface-in-german-and-english.md): English, the site as it
 * always was without an address prefix, and every other under its own prefix ('/de/pricing'). The first is the
 * default. Not the languages courses are taught in (`LANGUAGES`: english, deutsch).
 */
export const INTERFACE_LANGUAGES = ['en', 'de'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** The prefix of every language but the default, as the addresses of its pages start: ['/de']. */
export const LANGUAGE_PREFIXES = INTERFACE_LANGUAGES.slice(1).map((language) => `/${language}`);

/**
 * The interface language a member sees: their explicit choice, else the language of their profile (a member whose
 * profile says deutsch reads the site in German).
 */
export function interfaceLanguageOf(profile: {
  interface_language: InterfaceLanguage | null;
  language: 'english' | 'deutsch';
}): InterfaceLanguage {
  return profile.interface_language ?? (profile.language === 'deutsch' ? 'de' : 'en');
}
