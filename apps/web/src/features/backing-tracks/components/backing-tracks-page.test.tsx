import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BackingTrack, TrackSettings } from '@gjs/shared';
import { paths } from '#config/paths.ts';
import type { Language } from '#lib/i18n/language.ts';
import { loadTexts } from '#lib/i18n/texts.ts';
import { jsonResponse, stubFetch } from '#testing/fetch-mock.ts';
import { fakeAuth, makeProfile, renderWithRouter } from '#testing/render.tsx';
import { BackingTracksPage } from './backing-tracks-page.tsx';

const track = (id: number, name: string, tempo: number, key: string): BackingTrack => ({
  id,
  name,
  tempo,
  key,
  audio_url: `/api/media/backing-tracks/${id}.mp3?exp=1&sig=x`,
  chords: ['Am6', 'Dm6', 'E7', ['Am6', 'E7']],
  starttime: 1,
  repetitions: 2,
  parts: [],
});

const TRACKS = [
  track(1, 'Swing de Berlin', 180, 'A minor'),
  track(2, 'Blues pour Stéphane', 140, 'F major'),
  track(3, 'Bossa Manouche', 120, 'D minor'),
];

// Opening a track loads the player's code (and, on a German page, its texts): room for a busy machine.
vi.setConfig({ testTimeout: 30_000 });

type PageOptions = {
  route?: string;
  member?: boolean;
  settings?: TrackSettings | null;
  language?: Language;
};

/** The list answers `answer`; a track's remembered settings are `settings` (none by default). */
function renderPage(
  answer: () => Response | Promise<Response> = () => jsonResponse(TRACKS),
  { route = '/backing-tracks', member = true, settings = null, language = 'en' }: PageOptions = {},
) {
  const { calls } = stubFetch(({ url, method }) => {
    if (url === '/api/backingtracks/') return answer();
    if (/^\/api\/practice\/tracks\/\d+\/settings\/$/.test(url)) {
      return method === 'GET' ? jsonResponse(settings) : jsonResponse({});
    }
    return jsonResponse({ message: 'Not Found' }, 404);
  });
  const view = renderWithRouter(<></>, {
    route,
    auth: fakeAuth({ user: member ? makeProfile() : null }),
    language,
    routes: [
      {
        path: '/backing-tracks',
        element: <BackingTracksPage member={member} loginHref={paths.login.getHref(route)} />,
      },
      { path: '/login', element: <p>login page</p> },
    ],
  });
  return { ...view, calls };
}

const rowButton = (name: RegExp) => screen.getByRole('button', { name });

describe('backing tracks page', () => {
  it("shows 'Loading backing tracks...' while the list loads", async () => {
    renderPage(() => new Promise<Response>(() => undefined));
    expect(await screen.findByText('Loading backing tracks...')).toBeInTheDocument();
  });

  it("lists each track as 'name - tempo BPM' and 'Key: key' with the count", async () => {
    const { calls } = renderPage();

    expect(await screen.findByText('Showing 3 of 3 backing tracks')).toBeInTheDocument();
    expect(screen.getByText('Swing de Berlin - 180 BPM')).toBeInTheDocument();
    expect(screen.getByText('Key: A minor')).toBeInTheDocument();
    expect(screen.getByText('Blues pour Stéphane - 140 BPM')).toBeInTheDocument();
    expect(screen.getByText('Key: F major')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/backingtracks/']);
  });

  it('searches by name, case-insensitive, and says when nothing matches', async () => {
    renderPage();
    const search = await screen.findByPlaceholderText('Search backing tracks...');

    await userEvent.type(search, 'BOSSA');
    expect(screen.getByText('Showing 1 of 3 backing tracks')).toBeInTheDocument();
    expect(screen.getByText('Bossa Manouche - 120 BPM')).toBeInTheDocument();
    expect(screen.queryByText('Swing de Berlin - 180 BPM')).not.toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'tango');
    expect(screen.getByText('Showing 0 of 3 backing tracks')).toBeInTheDocument();
    expect(screen.getByText('No backing tracks found matching your criteria')).toBeInTheDocument();
  });

  it("expands a track's player on click, one at a time, and collapses it on a second click", async () => {
    renderPage();
    await screen.findByText('Showing 3 of 3 backing tracks');
    expect(screen.queryByRole('group', { name: 'Chord chart' })).not.toBeInTheDocument();

    await userEvent.click(rowButton(/Swing de Berlin - 180 BPM/));
    expect(rowButton(/Swing de Berlin/)).toHaveAttribute('aria-expanded', 'true');
    // The player loads when a track opens, with the member's remembered settings.
    expect(await screen.findAllByRole('group', { name: 'Chord chart' })).toHaveLength(1);
    expect(document.querySelector('audio')).toHaveAttribute('src', TRACKS[0]!.audio_url);

    await userEvent.click(rowButton(/Bossa Manouche - 120 BPM/));
    expect(rowButton(/Bossa Manouche/)).toHaveAttribute('aria-expanded', 'true');
    expect(rowButton(/Swing de Berlin/)).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(document.querySelector('audio')).toHaveAttribute('src', TRACKS[2]!.audio_url));
    expect(document.querySelectorAll('audio')).toHaveLength(1);

    await userEvent.click(rowButton(/Bossa Manouche/));
    expect(rowButton(/Bossa Manouche/)).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(document.querySelector('audio')).toBeNull());
  });

  it('the expanded player shows the track chart with its choruses', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Blues pour Stéphane/ }));
    const chart = await screen.findByRole('group', { name: 'Chord chart' });
    expect(within(chart).getAllByRole('button')).toHaveLength(4);
    expect(screen.getByText('Chorus – of 2 · Bar – of 4')).toBeInTheDocument();
  });

  it('sends a 401 silently to the login page', async () => {
    const { router } = renderPage(() => jsonResponse({ message: 'Authentication required' }, 401));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/login?redirect=/backing-tracks',
    );
    expect(screen.queryByText('Authentication required')).not.toBeInTheDocument();
  });

  it("shows the server's message for a member without a subscription (403)", async () => {
    renderPage(() =>
      jsonResponse({ message: 'An active subscription is required to view this content.' }, 403),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An active subscription is required to view this content.',
    );
  });

  it("shows 'Failed to load backing tracks' when the server gives no message", async () => {
    renderPage(() => new Response('', { status: 500 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load backing tracks');
  });

  it('opens the track of a loop link with its bars looping and its tempo', async () => {
    renderPage(undefined, { route: '/backing-tracks?track=2&bars=2-3&tempo=80' });
    expect(await screen.findByTestId('selection-text')).toHaveTextContent('Bars 2–3 selected · looping');
    expect(rowButton(/Blues pour Stéphane/)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('switch', { name: 'Loop' })).toBeChecked();
    expect(screen.getByTestId('tempo-value')).toHaveTextContent('Tempo 80 %');
  });

  it('drops the parts of a loop link it cannot use, with a short notice, and names an unknown track', async () => {
    renderPage(undefined, { route: '/backing-tracks?track=2&bars=3-9&tempo=300' });
    expect(await screen.findByText('Ignored in this link: bars, tempo.')).toBeInTheDocument();
    expect(await screen.findByTestId('tempo-value')).toHaveTextContent('Tempo 100 %');
    expect(screen.queryByTestId('selection-text')).not.toBeInTheDocument();
  });

  it('says when the track of a link is not there', async () => {
    renderPage(undefined, { route: '/backing-tracks?track=99&bars=1-2' });
    expect(await screen.findByText('The backing track of this link was not found.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Chord chart' })).not.toBeInTheDocument();
  });

  it('restores what the member set on the track last time', async () => {
    renderPage(undefined, {
      settings: {
        tempo: 70,
        loop: { first: 1, last: 2 },
        loop_on: true,
        ramp: null,
        count_in: true,
        key: 0,
        mix: {},
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Swing de Berlin/ }));
    expect(await screen.findByTestId('selection-text')).toHaveTextContent('Bars 1–2 selected · looping');
    expect(screen.getByTestId('tempo-value')).toHaveTextContent('Tempo 70 %');
    expect(screen.getByRole('switch', { name: 'Count-in' })).toBeChecked();
  });

  it('sends a visitor who follows a loop link to login with the whole link as the way back', async () => {
    const { router } = renderPage(undefined, {
      route: '/backing-tracks?track=2&bars=2-3&tempo=80',
      member: false,
    });
    expect(await screen.findByText('login page')).toBeInTheDocument();
    const back = new URLSearchParams(router.state.location.search).get('redirect');
    expect(back).toBe('/backing-tracks?track=2&bars=2-3&tempo=80');
  });
});

describe('backing tracks page in German', () => {
  it('lists, searches and plays in German', async () => {
    await loadTexts('de');
    renderPage(undefined, { language: 'de' });
    expect(await screen.findByText('3 von 3 Backing Tracks')).toBeInTheDocument();
    expect(screen.getByText('Tonart: A minor')).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Backing Tracks suchen' }), 'tango');
    expect(
      screen.getByText('Keine Backing Tracks gefunden, die zu deiner Suche passen.'),
    ).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Backing Tracks suchen' }));

    // The player's code and its German texts load when a track opens.
    await userEvent.click(rowButton(/Blues pour Stéphane/));
    const chart = await screen.findByRole('group', { name: 'Akkordchart' });
    expect(within(chart).getByRole('button', { name: 'Takt 4: Am6, E7' })).toBeInTheDocument();
    expect(screen.getByText('Chorus – von 2 · Takt – von 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abspielen' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Geschwindigkeit' })).toHaveAttribute('aria-valuetext', '1,0x');
    expect(screen.getByRole('switch', { name: 'Einzählen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link kopieren' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    expect(screen.queryByText('Copy link')).not.toBeInTheDocument();
  });

  it('names the ignored parts of a loop link in German', async () => {
    await loadTexts('de');
    renderPage(undefined, { route: '/backing-tracks?track=2&bars=3-9&tempo=300', language: 'de' });
    expect(await screen.findByText('In diesem Link ignoriert: Takte, Tempo.')).toBeInTheDocument();
  });

  it('invites a visitor in German', async () => {
    await loadTexts('de');
    renderPage(undefined, { member: false, language: 'de' });
    expect(screen.getByRole('heading', { name: 'Mit Abo mitspielen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kostenlos testen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.queryByText('Subscribe to play along')).not.toBeInTheDocument();
  });
});
