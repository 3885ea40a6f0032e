import { createContext, useContext } from 'react';
import { DEFAULT_LANGUAGE, type Language } from './language.ts';

/**
 * A feature's texts in every language, English inline and the others loaded only for a page in that language, so an
 * English page carries no German (docs/decisions/0701-the-interface-in-german-and-english.md).
 *
 * A text is a string or a function of its values (`(count: number) => string`); a translation must have the same
 * keys, and the same parameters for every function, or the build fails.
 */
export type Translation<T> = {
  [K in keyof T]: T[K] extends (...values: infer A) => string
    ? (...values: A) => string
    : T[K] extends string
      ? string
      : Translation<T[K]>;
};

type Translated = Exclude<Language, typeof DEFAULT_LANGUAGE>;

export type Texts<T> = {
  readonly en: T;
  readonly load: Partial<Record<Translated, () => Promise<{ default: Translation<T> }>>>;
  loaded: Partial<Record<Translated, Translation<T>>>;
};

const defined = new Set<Texts<unknown>>();

/** Declares a feature's texts: its English, and how to load each translation. */
export function defineTexts<T>(en: T, load: Texts<T>['load']): Texts<T> {
  const texts: Texts<T> = { en, load, loaded: {} };
  defined.add(texts as Texts<unknown>);
  return texts;
}

/**
 * Loads the translations of every text declared so far into `language`; a page's texts are declared once its code
 * has loaded, so the router calls this after a route's code and before its first render.
 */
export async function loadTexts(language: Language): Promise<void> {
  if (language === DEFAULT_LANGUAGE) return;
  await loadTranslations(language);
}

async function loadTranslations(language: Translated): Promise<void> {
  await Promise.all(
    [...defined].map(async (texts) => {
      const load = texts.load[language];
      if (texts.loaded[language] || !load) return;
      texts.loaded[language] = (await load()).default;
    }),
  );
}

export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

/** The language of the page being shown. */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** The texts in the page's language; English where a translation is missing or has not loaded. */
export function useTexts<T>(texts: Texts<T>): Translation<T> {
  const language = useLanguage();
  const translation = language === DEFAULT_LANGUAGE ? undefined : texts.loaded[language];
  return (translation ?? texts.en) as Translation<T>;
}
