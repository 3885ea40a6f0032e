import { interfaceLanguageOf, type Profile } from '@gjs/shared';
import { pathInLanguage, type Language } from './language.ts';

/**
 * A signed-in member and the language of the pages they see (docs/decisions/0701-the-interface-in-german-and-english.md).
 * The address wins: a page is in the language its address names, whatever the member's account says, since the address
 * is what was shared and what the reader sees. The account's language decides only where no address has been chosen
 * yet: where a sign-in leads.
 */
type Member = Pick<Profile, 'interface_language' | 'language'>;

/**
 * The language a sign-in goes on in: the one picked with the switch in this tab when the login page is in it (the pick
 * becomes the account's), else the member's own.
 */
export function languageAfterSignIn(
  member: Member,
  pageLanguage: Language,
  pendingChoice: string | null,
): Language {
  return pendingChoice === pageLanguage ? pageLanguage : interfaceLanguageOf(member);
}

/**
 * Where a sign-in leads: the login page's target (a path of the app, without a language prefix) in the language the
 * sign-in goes on in; null when that is the login page's own, so the router stays in its language and goes there.
 */
export function addressAfterSignIn(
  target: string,
  member: Member,
  pageLanguage: Language,
  pendingChoice: string | null,
): string | null {
  const language = languageAfterSignIn(member, pageLanguage, pendingChoice);
  return language === pageLanguage ? null : pathInLanguage(target, language);
}

/**
 * The language to store with the account, if any: the one picked with the switch in this tab, once a page in it shows
 * (a pick the reader turned back from, to a page in another language, waits). Null when there is nothing to store.
 */
export function pickToStore(
  member: Member,
  pageLanguage: Language,
  pendingChoice: string | null,
): Language | null {
  if (pendingChoice !== pageLanguage || member.interface_language === pageLanguage) return null;
  return pageLanguage;
}
