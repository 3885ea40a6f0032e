import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '#testing/fetch-mock.ts';
import { makeProfile, renderWithRouter } from '#testing/render.tsx';
import WelcomeBanner from './welcome-banner.tsx';

const TITLE = 'Welcome to the Gypsy Jazz Guitar School!';
const justJoined = () => new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString();

function renderBanner(
  options: {
    joined?: string;
    hasPosted?: boolean;
    status?: number;
    maintenance?: boolean;
    userId?: number;
    language?: 'en' | 'de';
  } = {},
) {
  const { calls } = stubFetch(() =>
    options.status
      ? jsonResponse({ message: 'boom' }, options.status)
      : jsonResponse({ has_posted: options.hasPosted ?? false }),
  );
  const user = makeProfile({ id: options.userId ?? 7, date_joined: options.joined ?? justJoined() });
  const view = renderWithRouter(<></>, {
    route: '/',
    language: options.language ?? 'en',
    routes: [
      { path: '/', element: <WelcomeBanner user={user} maintenance={options.maintenance ?? false} /> },
      { path: '/forum', element: <p>forum page</p> },
    ],
  });
  return { ...view, calls };
}

describe('welcome banner', () => {
  it('welcomes a member who joined this week and has not posted, asking the server once', async () => {
    const { calls } = renderBanner();
    expect(await screen.findByText(TITLE)).toBeInTheDocument();
    expect(screen.getByText(/Introduce yourself to the community/)).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/forum/posts/mine/']);
  });

  it("'Create Welcome Post' opens the forum with the title as prefilled subject", async () => {
    const { router } = renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Create Welcome Post' }));
    expect(await screen.findByText('forum page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ subject: TITLE });
  });

  it('stays hidden for a member who has posted', async () => {
    const { calls } = renderBanner({ hasPosted: true });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
  });

  it('stays hidden, without asking, for an account older than 7 days and during maintenance', async () => {
    const old = renderBanner({ joined: '2020-01-01T00:00:00.000Z' });
    expect(old.calls).toHaveLength(0);
    old.unmount();
    const maintenance = renderBanner({ maintenance: true });
    expect(maintenance.calls).toHaveLength(0);
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
  });

  it('stays hidden when the check fails, and only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderBanner({ status: 500 });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Welcome banner check failed', expect.anything()));
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
  });

  it('a dismissal lasts for that user, and only for that user', async () => {
    const first = renderBanner({ userId: 7 });
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss welcome message' }));
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
    expect(window.localStorage.getItem('welcome_banner_dismissed_7')).toBe('true');
    first.unmount();

    const again = renderBanner({ userId: 7 });
    expect(again.calls).toHaveLength(0);
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
    again.unmount();

    renderBanner({ userId: 8 });
    expect(await screen.findByText(TITLE)).toBeInTheDocument();
  });
});

describe('welcome banner in German', () => {
  it('loads its German texts when it shows (its code loads after the page) and prefills the German title', async () => {
    // No loadTexts('de') here: the banner's texts load when it shows, as they do in the app shell.
    const { router } = renderBanner({ language: 'de', userId: 9 });
    const title = 'Willkommen an der Gypsy Jazz Guitar School!';
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(/Stell dich der Community vor/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Willkommensnachricht schließen' })).toBeInTheDocument();
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Willkommensbeitrag schreiben' }));
    expect(await screen.findByText('forum page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ subject: title });
  });
});
