import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@gjs/shared';
import type { Language } from '#lib/i18n/language.ts';
import { LanguageContext, loadTexts } from '#lib/i18n/texts.ts';
import { loadPageInstead } from '#lib/page-load.ts';
import { createQueryClient } from '#lib/query-client.ts';
import { AuthProvider } from '#lib/session/auth-provider.tsx';
import { setTokens } from '#lib/storage.ts';
import { jsonResponse, stubFetch } from '#testing/fetch-mock.ts';
import { makeProfile } from '#testing/render.tsx';
import { LoginPage } from './login-page.tsx';

// A move to another language's pages is a new page load, recorded here instead of attempted.
vi.mock('#lib/page-load.ts', () => ({ loadPageInstead: vi.fn() }));

type LoginAnswer = () => Response | Promise<Response>;

/** The login page with the real session layer, against a fake API whose login answer the test chooses. */
function renderLogin(
  url: string,
  loginAnswer: LoginAnswer = () => jsonResponse({ access: 'a', refresh: 'r' }),
  language: Language = 'en',
  profile = makeProfile(),
) {
  const { calls } = stubFetch(({ url: called }) =>
    called === '/api/login/' ? loginAnswer() : jsonResponse(profile),
  );
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>landed</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LanguageContext value={language}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </LanguageContext>
    </QueryClientProvider>,
  );
  return { router, calls };
}

async function signIn(username = 'django', password = 'secret') {
  await userEvent.type(screen.getByLabelText('Username or Email'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  it('shows the heading, both fields and the two links, without the redirect note on a plain visit', () => {
    renderLogin('/login');

    expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username or Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: "Don't have an account yet? Register here" })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.queryByText('Please log in to view the content')).not.toBeInTheDocument();
  });

  it("shows 'Please log in to view the content' only for a redirect target other than /", () => {
    renderLogin('/login?redirect=/forum');
    expect(screen.getByText('Please log in to view the content')).toBeInTheDocument();
  });

  it('does not show the note for redirect=/', () => {
    renderLogin('/login?redirect=/');
    expect(screen.queryByText('Please log in to view the content')).not.toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    const { calls } = renderLogin('/login');

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Username or email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("reads 'Signing in...' and is disabled while the sign-in runs", async () => {
    let answer: (response: Response) => void = () => undefined;
    renderLogin('/login', () => new Promise<Response>((resolve) => (answer = resolve)));

    await signIn();

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer(jsonResponse({ message: 'Invalid credentials' }, 401));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it("shows wrong credentials under 'Login Failed' with its exact text", async () => {
    renderLogin('/login', () => jsonResponse({ message: 'Invalid credentials' }, 401));

    await signIn();

    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Invalid username/email or password. Please check your credentials and try again.'),
    ).toBeInTheDocument();
  });

  it("shows the server's message for a rate-limited attempt", async () => {
    renderLogin('/login', () => jsonResponse({ message: 'Too many login attempts. Try again later.' }, 429));

    await signIn();

    expect(await screen.findByText('Too many login attempts. Try again later.')).toBeInTheDocument();
  });

  it('goes to the redirect target after a successful sign-in', async () => {
    const { router } = renderLogin('/login?redirect=%2Fcourses%2F3');

    await signIn();

    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/3'));
    expect(screen.queryByText('You are already logged in')).not.toBeInTheDocument();
  });

  it('goes to / instead of a redirect target on another site', async () => {
    const { router } = renderLogin('/login?redirect=//evil.example/steal');

    await signIn();

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('tells an already signed-in user so and sends them to the target', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    const { router } = renderLogin('/login?redirect=/profile');

    expect(await screen.findByText('You are already logged in')).toBeInTheDocument();
    expect(screen.getByText('Redirecting you...')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'), { timeout: 3000 });
  });
});

describe('login page in German', () => {
  it('shows its heading, fields, button, links and note in German', async () => {
    await loadTexts('de');
    renderLogin('/login?redirect=/forum', undefined, 'de');

    expect(screen.getByRole('heading', { name: 'Melde dich an' })).toBeInTheDocument();
    expect(screen.getByLabelText('Benutzername oder E-Mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Passwort')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Noch kein Konto? Hier registrieren' })).toBeInTheDocument();
    expect(screen.getByText('Bitte melde dich an, um diesen Inhalt zu sehen')).toBeInTheDocument();
    expect(screen.queryByText('Sign in to your account')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('says in German that the credentials are wrong', async () => {
    await loadTexts('de');
    renderLogin('/login', () => jsonResponse({ message: 'Invalid credentials' }, 401), 'de');

    await userEvent.type(screen.getByLabelText('Benutzername oder E-Mail'), 'django');
    await userEvent.type(screen.getByLabelText('Passwort'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByText('Anmeldung fehlgeschlagen')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Benutzername/E-Mail oder Passwort ist falsch. Bitte prüfe deine Angaben und versuche es noch einmal.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Login Failed')).not.toBeInTheDocument();
  });

  it('tells a signed-in member in German that they are already logged in', async () => {
    await loadTexts('de');
    setTokens({ access: 'a', refresh: 'r' });
    renderLogin('/login?redirect=/profile', undefined, 'de');

    expect(await screen.findByText('Du bist schon angemeldet')).toBeInTheDocument();
    expect(screen.getByText('Du wirst weitergeleitet …')).toBeInTheDocument();
  });
});

describe('where a sign-in leads, in the language of the member (decision 0701)', () => {
  const replace = vi.mocked(loadPageInstead);
  /** The login page at `url` in `language`; a move to another language's page is recorded. */
  function renderAt(url: string, language: Language, profile: Profile) {
    return renderLogin(url.replace(/^\/de(?=\/)/, ''), undefined, language, profile);
  }
  afterEach(() => {
    replace.mockReset();
    sessionStorage.clear();
  });

  it('takes a member whose profile is German from the English login page to the German target', async () => {
    renderAt('/login?redirect=/forum', 'en', makeProfile({ language: 'deutsch', interface_language: null }));
    await signIn();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/de/forum'));
  });

  it('takes a member who reads English from the German login page to the English target', async () => {
    await loadTexts('de');
    renderAt(
      '/de/login?redirect=/forum',
      'de',
      makeProfile({ language: 'deutsch', interface_language: 'en' }),
    );
    await userEvent.type(screen.getByLabelText('Benutzername oder E-Mail'), 'django');
    await userEvent.type(screen.getByLabelText('Passwort'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/forum'));
  });

  it('stays in the language picked with the switch before signing in, which the account then takes', async () => {
    sessionStorage.setItem('gjs-language-choice', 'de');
    await loadTexts('de');
    const { router } = renderAt('/de/login?redirect=/forum', 'de', makeProfile({ interface_language: 'en' }));
    await userEvent.type(screen.getByLabelText('Benutzername oder E-Mail'), 'django');
    await userEvent.type(screen.getByLabelText('Passwort'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forum'));
    expect(replace).not.toHaveBeenCalled();
  });
});
