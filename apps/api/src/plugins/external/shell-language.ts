import { INTERFACE_LANGUAGES, LANGUAGE_PREFIXES } from '@gjs/shared';
import { packPage, type RenderedPage } from './rendered-page.ts';

/**
 * The built index.html in the language of a page's address (docs/decisions/0701-the-interface-in-german-and-english.md):
 * a page the server does not render (a member's page, the 404) says the same `<html lang>` as the app that takes it
 * over, so a German address is never announced as English while its code loads.
 */

/** The language an address names: its first segment when that is a language's prefix, otherwise the default. */
export function languageOfAddress(pathname: string): string {
  const prefix = LANGUAGE_PREFIXES.find((p) => pathname === p || pathname.startsWith(`${p}/`));
  return prefix ? prefix.slice(1) : INTERFACE_LANGUAGES[0];
}

export function shellInLanguage(shell: string, language: string): string {
  return shell.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
}

/** The shell packed once per language and status (with its ETag; each encoding compressed when first asked for). */
export function shellPages(shell: string): (status: number, pathname: string) => RenderedPage {
  const packed = new Map<string, RenderedPage>();
  return (status, pathname) => {
    const language = languageOfAddress(pathname);
    const key = `${status} ${language}`;
    let page = packed.get(key);
    if (!page) packed.set(key, (page = packPage(status, shellInLanguage(shell, language))));
    return page;
  };
}
