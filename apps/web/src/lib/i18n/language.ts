/**
 * The interface's languages (docs/decisions/0701-the-interface-in-german-and-english.md). English is the site as it
 * always was, without a prefix; every other language lives under its own prefix with the same paths ('/de/pricing').
 */
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@gjs/shared';

export const LANGUAGES = INTERFACE_LANGUAGES;
export type Language = InterfaceLanguage;
export const DEFAULT_LANGUAGE = 'en' satisfies Language;

/** How each language names itself, for the switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch' };

/** The address prefix of a language: '' for English, '/de' for German. */
export function basenameOf(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** The language an address is in: its first segment when that names a language, otherwise English. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1];
  return (
    LANGUAGES.find((language) => language !== DEFAULT_LANGUAGE && language === first) ?? DEFAULT_LANGUAGE
  );
}

/** The address without its language prefix: '/de/pricing' → '/pricing', '/de' → '/'. */
export function pathWithoutLanguage(pathname: string): string {
  const prefix = basenameOf(languageOfPath(pathname));
  return pathname.slice(prefix.length) || '/';
}

/** The same page in another language: '/de/pricing' in English is '/pricing', '/courses' in German '/de/courses'. */
export function pathInLanguage(pathname: string, language: Language): string {
  const bare = pathWithoutLanguage(pathname);
  const prefix = basenameOf(language);
  return prefix && bare === '/' ? prefix : `${prefix}${bare}`;
}
