import { readLocal, writeLocal } from '../storage.ts';
import { pendingLanguageChoice } from './language-choice.ts';

/**
 * A visitor whose browser asks for German (its Accept-Language, which the browser derives from the languages its
 * user set) and who opens the English home page is offered the German one: a small bar at the bottom of the screen,
 * never a redirect, so that crawlers and readers who want English keep it
 * (docs/decisions/0701-the-interface-in-german-and-english.md). It is plain DOM beside the app, run by the page's
 * entry: it shows before the app has loaded, and at the bottom, fixed, it moves nothing on the page.
 */

const DISMISSED_KEY = 'gjs-language-suggestion';
export const LANGUAGE_SUGGESTION_ID = 'language-suggestion';

function dismissed(): boolean {
  return readLocal(DISMISSED_KEY) === 'dismissed';
}

/** Not remembered when storage is refused: the bar may show again on the next visit. */
function dismiss(bar: HTMLElement): void {
  bar.remove();
  writeLocal(DISMISSED_KEY, 'dismissed');
}

/** Called by the entry (src/main.tsx) on the English home page of a browser that asks for German first. */
export function suggestGermanHomePage(): void {
  if (dismissed() || pendingLanguageChoice()) return;
  const bar = document.createElement('aside');
  bar.id = LANGUAGE_SUGGESTION_ID;
  bar.lang = 'de';
  bar.setAttribute('aria-label', 'Sprache');
  bar.style.cssText =
    'position:fixed;left:50%;bottom:16px;transform:translateX(-50%);z-index:1400;display:flex;gap:12px;' +
    'align-items:center;max-width:calc(100% - 32px);box-sizing:border-box;padding:10px 12px 10px 16px;' +
    'background:#fff;color:#1a1a1a;border-radius:8px;box-shadow:0 4px 16px rgba(0,0,0,.25);' +
    'font:16px/1.4 Roboto,Helvetica,Arial,sans-serif';
  const text = document.createElement('span');
  text.textContent = 'Diese Seite gibt es auch auf Deutsch.';
  const link = document.createElement('a');
  link.href = `/de${window.location.search}${window.location.hash}`;
  link.hreflang = 'de';
  link.textContent = 'Auf Deutsch lesen';
  link.style.cssText = 'color:#027368;font-weight:500;white-space:nowrap';
  link.addEventListener('click', () => dismiss(bar));
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', 'Hinweis schließen');
  close.style.cssText =
    'border:0;background:none;font-size:24px;line-height:1;min-width:44px;min-height:44px;cursor:pointer;color:inherit';
  close.addEventListener('click', () => dismiss(bar));
  bar.append(text, link, close);
  document.body.append(bar);
}
