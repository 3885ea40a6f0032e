import { createContext, use, useContext } from 'react';
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

/**
 * Declares a feature's texts: its English, and how to load each translation. Texts `onDemand` are left out of
 * `loadTexts`: their screens load them with `loadTranslationOf` when they first need them.
 */
export function defineTexts<T>(en: T, load: Texts<T>['load'], { onDemand = false } = {}): Texts<T> {
  const texts: Texts<T> = { en, load, loaded: {} };
  if (!onDemand) defined.add(texts as Texts<unknown>);
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

/**
 * A promise React's `use` reads at once, without suspending: marked as settled the way React marks the promises it
 * has seen settle.
 */
type Tracked = Promise<void> & { status?: 'fulfilled'; value?: undefined };
const settled = (promise: Tracked): Tracked =>
  Object.assign(promise, { status: 'fulfilled' as const, value: undefined });
const READY = settled(Promise.resolve());

const loading = new Map<string, WeakMap<Texts<unknown>, Tracked>>();
const unavailable = new WeakSet<Texts<unknown>>();

/**
 * Loads one text module's translation, once however many screens ask for it at the same time. The answer is the same
 * promise before and after it settles: a screen that suspended on it is rendered again with `use` of the very promise
 * it waited for, as React requires (a different one, even settled, is "an uncached promise" to React).
 */
function loadTranslation(texts: Texts<unknown>, language: Translated): Tracked {
  const known = loading.get(language)?.get(texts);
  if (known) return known;
  if (texts.loaded[language] || !texts.load[language] || unavailable.has(texts)) return READY;
  let byTexts = loading.get(language);
  if (!byTexts) loading.set(language, (byTexts = new WeakMap()));
  let pending = byTexts.get(texts);
  if (!pending) {
    const load = texts.load[language]!;
    // A translation that cannot load (its file missing, the network gone) leaves its screen in English: the page
    // still shows, and nobody waits for it again.
    const tracked: Tracked = load().then(
      (module) => {
        texts.loaded[language] = module.default;
        settled(tracked);
      },
      (error: unknown) => {
        unavailable.add(texts);
        settled(tracked);
        console.warn(`A ${language} translation could not load; its texts stay English.`, error);
      },
    );
    pending = tracked;
    byTexts.set(texts, pending);
  }
  return pending;
}

/** Loads the translation of one text module into `language` (nothing for English or a language it lacks). */
export function loadTranslationOf<T>(texts: Texts<T>, language: Language): Promise<void> {
  return language === DEFAULT_LANGUAGE ? READY : loadTranslation(texts as Texts<unknown>, language);
}

async function loadTranslations(language: Translated): Promise<void> {
  await Promise.all(
    [...defined].filter((texts) => !texts.loaded[language]).map((texts) => loadTranslation(texts, language)),
  );
}

export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

/** The language of the page being shown. */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** The text modules a screen had to wait for (their code loaded after their page): those keep calling `use`. */
const awaited = new Map<string, WeakSet<Texts<unknown>>>();

/**
 * The texts in the page's language; English where there is no translation. A screen whose code loaded after its
 * page (a lazy dialog, a screen shown later) suspends until its translation has loaded too.
 */
export function useTexts<T>(texts: Texts<T>): Translation<T> {
  const language = useLanguage();
  if (language === DEFAULT_LANGUAGE) return texts.en as Translation<T>;
  const entry = texts as Texts<unknown>;
  let waited = awaited.get(language);
  if (!texts.loaded[language] && texts.load[language] && !unavailable.has(entry)) {
    if (!waited) awaited.set(language, (waited = new WeakSet()));
    waited.add(entry);
  }
  // React expects a component that suspended on `use` to call it again on every later render (settled by then);
  // one whose translation was there from the start never calls it.
  if (waited?.has(entry)) use<void>(loadTranslation(entry, language) as Promise<void>);
  return (texts.loaded[language] ?? texts.en) as Translation<T>;
}
