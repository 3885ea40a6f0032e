import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_MAINTENANCE_ALLOW_LIST, type PublicSiteSettings } from '@gjs/shared';
import { setTokens } from '../lib/storage.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { jsonResponse, stubFetch, type FetchCall } from '../testing/fetch-mock.ts';
import { makeProfile } from '../testing/render.tsx';
import { AppProvider } from './provider.tsx';
import { createRoutes } from './router.tsx';

const MAINTENANCE_TEXTS = [
  "We're currently performing scheduled maintenance to improve your experience.",
  'The website will be back online shortly. Thank you for your patience!',
  "Expected downtime: We'll be back as soon as possible",
];

function settings(overrides: Partial<PublicSiteSettings> = {}): PublicSiteSettings {
  return {
    registration_enabled: true,
    maintenance_mode: false,
    maintenance_allow_list: [...DEFAULT_MAINTENANCE_ALLOW_LIST, '/login'],
    free_signup_enabled: true,
    promo_video_url: null,
    promo_stream_url: null,
    teacher: { name: 'Django Weiss', bio: 'Plays.', website_url: null, photo_url: null },
    ...overrides,
  };
}

/** The whole app under a memory router, against a fake API that answers settings, profile and page views. */
function renderApp(path: string, api: { settings?: PublicSiteSettings; pageViewStatus?: number } = {}) {
  const { calls } = stubFetch(({ url }) => {
    if (url === '/api/public/site-settings/') return jsonResponse(api.settings ?? settings());
    if (url === '/api/analytics/pageviews/') return jsonResponse({}, api.pageViewStatus ?? 201);
    if (url === '/api/profile/') return jsonResponse(makeProfile({ is_staff: true }));
    return jsonResponse({ message: 'Not Found' }, 404);
  });
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  render(
    <AppProvider queryClient={queryClient} onLoggedOut={() => void router.navigate('/')}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  const pageViews = () => calls.filter((c: FetchCall) => c.url === '/api/analytics/pageviews/');
  return { router, calls, pageViews };
}

describe('error page', () => {
  it('shows an unmatched route as a 404 error page inside the header and footer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined); // the router warns about the unmatched URL
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('maintenance screen', () => {
  it('replaces a page outside the allow list with the maintenance texts and mirrors the flag', async () => {
    renderApp('/forgot-password', { settings: settings({ maintenance_mode: true }) });

    expect(await screen.findByRole('heading', { name: 'Maintenance Mode' })).toBeInTheDocument();
    for (const text of MAINTENANCE_TEXTS) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Forgot your password?' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('maintenance_mode')).toBe('true');
  });

  it('leaves a path on the allow list reachable', async () => {
    renderApp('/login', { settings: settings({ maintenance_mode: true }) });

    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(screen.queryByText('Maintenance Mode')).not.toBeInTheDocument();
  });

  it('is never shown to a signed-in staff user', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    renderApp('/forgot-password', { settings: settings({ maintenance_mode: true }) });

    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.queryByText('Maintenance Mode')).not.toBeInTheDocument();
  });

  it('stays away when maintenance is off and stores the flag as false', async () => {
    window.localStorage.setItem('maintenance_mode', 'true');
    renderApp('/forgot-password');

    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(window.localStorage.getItem('maintenance_mode')).toBe('false');
  });
});

describe('page-view tracking', () => {
  it('reports the first route and every change with the path, query and the persistent session id', async () => {
    const { pageViews } = renderApp('/login?redirect=/forum');
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    await userEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    await screen.findByRole('heading', { name: 'Forgot your password?' });

    await waitFor(() => expect(pageViews()).toHaveLength(2));
    const sessionId = window.localStorage.getItem('sessionId');
    expect(pageViews().map((c) => c.body)).toEqual([
      { page_url: '/login?redirect=/forum', session_id: sessionId },
      { page_url: '/forgot-password', session_id: sessionId },
    ]);
    expect(pageViews()[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends nothing while maintenance is on', async () => {
    const { pageViews, calls } = renderApp('/login', { settings: settings({ maintenance_mode: true }) });

    await screen.findByRole('heading', { name: 'Sign in to your account' });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/public/site-settings/')).toBe(true));
    expect(pageViews()).toHaveLength(0);
  });

  it('only logs a failed report with console.warn and leaves the page alone', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/login', { pageViewStatus: 500 });

    await waitFor(() => expect(warn).toHaveBeenCalledWith('Page view tracking failed', expect.any(Error)));
    // The login route is lazy: on a slow machine its heading can arrive after the report failed.
    expect(
      await within(await screen.findByRole('main')).findByRole(
        'heading',
        { name: 'Sign in to your account' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  });
});
