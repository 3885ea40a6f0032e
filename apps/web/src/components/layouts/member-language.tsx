import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { endpoints, interfaceLanguageOf } from '@gjs/shared';
import { api } from '../../lib/api-client.ts';
import { clearLanguageChoice, pendingLanguageChoice } from '../../lib/i18n/language-choice.ts';
import { pathInLanguage } from '../../lib/i18n/language.ts';
import { useLanguage } from '../../lib/i18n/texts.ts';
import { sessionProfileQueryKey } from '../../lib/session/profile-query.ts';
import { useAuth } from '../../lib/session/use-auth.ts';

/**
 * A signed-in member reads the site in their language on every device
 * (docs/decisions/0701-the-interface-in-german-and-english.md): a language they picked with the switch in this tab is
 * stored with their account; otherwise a page in another language than theirs (their choice, else their profile's)
 * is left for the same page in theirs. Loaded only once somebody is signed in (main-layout.tsx).
 */
export default function MemberLanguage(): null {
  const { user, settled } = useAuth();
  const language = useLanguage();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!settled || !user) return;
    const chosen = pendingLanguageChoice();
    if (chosen === language) {
      clearLanguageChoice();
      if (user.interface_language === language) return;
      api
        .call(endpoints.profile.update, { body: { interface_language: language } })
        .then((profile) => queryClient.setQueryData(sessionProfileQueryKey, profile))
        .catch(() => {
          // Not stored (offline, session ended): the page stays in the language picked; the next pick tries again.
        });
      return;
    }
    const wanted = interfaceLanguageOf(user);
    if (wanted === language) return;
    const { pathname, search, hash } = window.location;
    window.location.replace(`${pathInLanguage(pathname, wanted)}${search}${hash}`);
  }, [settled, user, language, queryClient]);
  return null;
}
