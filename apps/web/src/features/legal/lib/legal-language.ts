/** The legal pages are German by default; `?lang=en` selects English, so that either version can be linked. */
export const LEGAL_LANGUAGES = ['de', 'en'] as const;
export type LegalLanguage = (typeof LEGAL_LANGUAGES)[number];

export const LANGUAGE_PARAM = 'lang';

export const LANGUAGE_NAMES: Record<LegalLanguage, string> = { de: 'Deutsch', en: 'English' };

export function parseLegalLanguage(value: string | null): LegalLanguage {
  return value?.trim().toLowerCase() === 'en' ? 'en' : 'de';
}

/** The query string of a language version: none for German (the canonical address), `?lang=en` for English. */
export function languageSearch(language: LegalLanguage): string {
  return language === 'de' ? '' : `?${LANGUAGE_PARAM}=${language}`;
}
