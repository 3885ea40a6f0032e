import { render, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../lib/i18n/language.ts';
import { LanguageContext } from '../../lib/i18n/texts.ts';
import { loadPageInstead } from '../../lib/page-load.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { AuthContext } from '../../lib/session/auth-context.ts';
import { setTokens } from '../../lib/storage.ts';
import { jsonResponse, stubFetch } from '../../testing/fetch-mock.ts';
import { fakeAuth, makeProfile } from '../../testing/render.tsx';
import MemberLanguage from './member-language.tsx';

// The page stays in the language of its address, whatever the account says; only a pick made with the switch is
// stored with the account (docs/decisions/0701-the-interface-in-german-and-english.md).
// A move to another language's pages would be a new page load: recorded here instead of attempted.
vi.mock('../../lib/page-load.ts', () => ({ loadPageInstead: vi.fn() }));
const replace = vi.mocked(loadPageInstead);
afterEach(() => {
  replace.mockReset();
  sessionStorage.clear();
  localStorage.clear();
});

function renderOnPage(language: Language, profile = makeProfile()) {
  // The forum's address in the page's language.
  window.history.replaceState(null, '', language === 'de' ? '/de/forum' : '/forum');
  setTokens({ access: 'a', refresh: 'r' });
  const { calls } = stubFetch(({ body }) => jsonResponse({ ...profile, ...(body as object) }));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LanguageContext value={language}>
        <AuthContext value={fakeAuth({ user: profile })}>
          <MemberLanguage />
        </AuthContext>
      </LanguageContext>
    </QueryClientProvider>,
  );
  return { calls };
}

describe("a signed-in member's language", () => {
  it('leaves a German page German for a member whose language is English, and stores nothing', async () => {
    const { calls } = renderOnPage('de', makeProfile({ language: 'english', interface_language: 'en' }));
    // Long enough for a move or a stored pick to have begun.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(replace).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('leaves an English page English for a member whose profile is German', async () => {
    const { calls } = renderOnPage('en', makeProfile({ language: 'deutsch', interface_language: null }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(replace).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('stores a pick made with the switch once a page in its language shows, and forgets it then', async () => {
    sessionStorage.setItem('gjs-language-choice', 'de');
    const { calls } = renderOnPage('de', makeProfile({ language: 'english', interface_language: null }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'PATCH', body: { interface_language: 'de' } });
    expect(sessionStorage.getItem('gjs-language-choice')).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });
});
