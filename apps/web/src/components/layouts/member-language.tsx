import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@gjs/shared';
import { api } from '../../lib/api-client.ts';
import { clearLanguageChoice, pendingLanguageChoice } from '../../lib/i18n/language-choice.ts';
import { pickToStore } from '../../lib/i18n/language-of-member.ts';
import { useLanguage } from '../../lib/i18n/texts.ts';
import { sessionProfileQueryKey } from '../../lib/session/profile-query.ts';
import { useAuth } from '../../lib/session/use-auth.ts';

/**
 * A language a signed-in member picked with the switch in this tab is stored with their account, so that their
 * sign-ins on every device lead to it. The page itself stays in the language of its address, whatever the account
 * says (docs/decisions/0701-the-interface-in-german-and-english.md): a German link shows German to everyone. Loaded
 * only once somebody is signed in (main-layout.tsx).
 */
export default function MemberLanguage(): null {
  const { user, settled } = useAuth();
  const language = useLanguage();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!settled || !user) return;
    const pending = pendingLanguageChoice();
    const picked = pickToStore(user, language, pending);
    if (pending === language) clearLanguageChoice();
    if (!picked) return;
    api
      .call(endpoints.profile.update, { body: { interface_language: picked } })
      .then((profile) => queryClient.setQueryData(sessionProfileQueryKey, profile))
      .catch(() => {
        // Not stored (offline, session ended): the page stays in the language picked; the next pick tries again.
      });
  }, [settled, user, language, queryClient]);
  return null;
}
