import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './language.ts';
import { defineTexts, useTexts } from './texts.ts';

/**
 * The messages of the API and of the shared schemas (validation) in the page's language
 * (docs/decisions/0702-message-codes.md). English shows a message as it came: the catalogue of codes is only in the
 * translations, so an English page downloads none of it.
 */
const en = {
  /** `code` is the API's code of the message, when it gave one; a message the translation does not know stays. */
  message: (message: string, _code?: string): string => message,
};
export type MessageTexts = typeof en;

export const messageTexts = defineTexts(en, { de: () => import('./message-texts.de.ts') });

/** A message in `language`, once that language's texts have loaded; otherwise as it came. */
export function messageIn(language: Language, message: string, code?: string): string {
  const translation = language === DEFAULT_LANGUAGE ? undefined : messageTexts.loaded[language];
  return (translation ?? en).message(message, code);
}

/** The language the browser shows this page in (its `<html lang>`); English on the server, which has no page. */
export function pageLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const lang = document.documentElement.lang;
  return LANGUAGES.find((language) => language === lang) ?? DEFAULT_LANGUAGE;
}

/** For a screen: translates a message of the API or of a shared schema into the page's language. */
export function useMessageText(): (message: string, code?: string) => string {
  return useTexts(messageTexts).message;
}
