import { readSession, removeSession, writeSession } from '../storage.ts';

/**
 * The language a reader picked with the switch, kept for this tab until a signed-in member's account stores it
 * (docs/decisions/0701-the-interface-in-german-and-english.md). The switch is a plain link that works before the app
 * has loaded, so its clicks are noted here, by the page's entry, not by the app.
 */

/** On the switch's links: the language each one leads to. */
export const LANGUAGE_SWITCH_ATTRIBUTE = 'data-language-switch';
const KEY = 'gjs-language-choice';

export function rememberLanguageChoices(): void {
  document.addEventListener(
    'click',
    (event) => {
      const link =
        event.target instanceof Element ? event.target.closest(`a[${LANGUAGE_SWITCH_ATTRIBUTE}]`) : null;
      const language = link?.getAttribute(LANGUAGE_SWITCH_ATTRIBUTE);
      // Storage refused (private mode): the switch still leads to the page, the account just does not learn it.
      if (language) writeSession(KEY, language);
    },
    true,
  );
}

/** The language picked with the switch in this tab and not yet stored with an account, if any. */
export function pendingLanguageChoice(): string | null {
  return readSession(KEY);
}

/** Whether the browser puts German first among the languages it asks for (its Accept-Language). */
export function prefersGerman(): boolean {
  return /^de\b/i.test(navigator.languages?.[0] ?? navigator.language ?? '');
}

export function clearLanguageChoice(): void {
  removeSession(KEY);
}
