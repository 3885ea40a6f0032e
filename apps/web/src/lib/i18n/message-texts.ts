import { useEffect, useReducer } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './language.ts';
import { defineTexts, loadTranslationOf, useLanguage } from './texts.ts';

/**
 * The messages of the API and of the shared schemas (validation) in the page's language
 * (docs/decisions/0702-message-codes.md). English shows a message as it came: the catalogue of codes is only in the
 * translations, so an English page downloads none of it.
 *
 * A page in another language loads the catalogue on demand, not with the page: once its visitor acts (a field's
 * message follows a keystroke or a submit), and before an API error is shown. A visitor who only reads never downloads
 * it (docs/decisions/0701-the-interface-in-german-and-english.md).
 */
const en = {
  /** `code` is the API's code of the message, when it gave one; a message the translation does not know stays. */
  message: (message: string, _code?: string): string => message,
};
export type MessageTexts = typeof en;

export const messageTexts = defineTexts(
  en,
  { de: () => import('./message-texts.de.ts') },
  { onDemand: true },
);

/** Languages whose catalogue could not load: their messages stay as they came, and nobody waits for them again. */
const unavailable = new Set<Language>();

/** Loads the messages in `language` (at once for English, which needs no catalogue). */
export async function loadMessageTexts(language: Language): Promise<void> {
  await loadTranslationOf(messageTexts, language);
  if (language !== DEFAULT_LANGUAGE && !messageTexts.loaded[language]) unavailable.add(language);
}

const translationIn = (language: Language) =>
  language === DEFAULT_LANGUAGE ? en : (messageTexts.loaded[language] ?? en);

/** A message in `language`, once that language's messages have loaded; otherwise as it came. */
export function messageIn(language: Language, message: string, code?: string): string {
  return translationIn(language).message(message, code);
}

/** The language the browser shows this page in (its `<html lang>`); English on the server, which has no page. */
export function pageLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const lang = document.documentElement.lang;
  return LANGUAGES.find((language) => language === lang) ?? DEFAULT_LANGUAGE;
}

/** What the visitor does before a form can show a message: the messages load on the first of these. */
const ACTING = ['pointerdown', 'keydown', 'focusin'] as const;

/** The screens waiting for the visitor's first action; one set of document listeners serves them all. */
const waitingForAction = new Set<() => void>();

function onFirstAction(): void {
  ACTING.forEach((type) => document.removeEventListener(type, onFirstAction, true));
  const waiting = [...waitingForAction];
  waitingForAction.clear();
  waiting.forEach((act) => act());
}

/** Calls `act` on the visitor's next action; the returned function cancels it. */
function whenVisitorActs(act: () => void): () => void {
  if (waitingForAction.size === 0) {
    ACTING.forEach((type) =>
      document.addEventListener(type, onFirstAction, { capture: true, passive: true }),
    );
  }
  waitingForAction.add(act);
  return () => {
    waitingForAction.delete(act);
    if (waitingForAction.size === 0) {
      ACTING.forEach((type) => document.removeEventListener(type, onFirstAction, true));
    }
  };
}

/**
 * For a screen with messages to show (a form): translates a message of the API or of a shared schema into the page's
 * language. On a page not in English, the messages load on the visitor's first action and the screen renders again.
 */
export function useMessageText(): (message: string, code?: string) => string {
  const language = useLanguage();
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const waiting =
    language !== DEFAULT_LANGUAGE && !messageTexts.loaded[language] && !unavailable.has(language);
  useEffect(() => {
    if (!waiting) return;
    let mounted = true;
    const cancel = whenVisitorActs(() => {
      void loadMessageTexts(language).then(() => {
        if (mounted) loaded();
      });
    });
    return () => {
      mounted = false;
      cancel();
    };
  }, [language, waiting]);
  if (!waiting) return translationIn(language).message;
  return (message, code) => {
    // A message to show before the visitor acted (one the screen was given): English until the catalogue is here.
    void loadMessageTexts(language).then(loaded);
    return en.message(message, code);
  };
}
