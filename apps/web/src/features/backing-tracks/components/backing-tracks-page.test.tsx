import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BackingTrack } from '@gjs/shared';
import { jsonResponse, stubFetch } from '../../../testing/fetch-mock.ts';
import { fakeAuth, makeProfile, renderWithRouter } from '../../../testing/render.tsx';
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
});

const TRACKS = [
  track(1, 'Swing de Berlin', 180, 'A minor'),
  track(2, 'Blues pour Stéphane', 140, 'F major'),
  track(3, 'Bossa Manouche', 120, 'D minor'),
];

function renderPage(answer: () => Response | Promise<Response> = () => jsonResponse(TRACKS)) {
  const { calls } = stubFetch(({ url }) =>
    url === '/api/backingtracks/' ? answer() : jsonResponse({ message: 'Not Found' }, 404),
  );
  const view = renderWithRouter(<></>, {
    route: '/backing-tracks',
    auth: fakeAuth({ user: makeProfile() }),
    routes: [
      {
        path: '/backing-tracks',
        element: <BackingTracksPage member loginHref="/login?redirect=/backing-tracks" />,
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
    expect(screen.getAllByRole('group', { name: 'Chord chart' })).toHaveLength(1);
    expect(document.querySelector('audio')).toHaveAttribute('src', TRACKS[0]!.audio_url);

    await userEvent.click(rowButton(/Bossa Manouche - 120 BPM/));
    expect(rowButton(/Bossa Manouche/)).toHaveAttribute('aria-expanded', 'true');
    expect(rowButton(/Swing de Berlin/)).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(document.querySelectorAll('audio')).toHaveLength(1));
    expect(document.querySelector('audio')).toHaveAttribute('src', TRACKS[2]!.audio_url);

    await userEvent.click(rowButton(/Bossa Manouche/));
    expect(rowButton(/Bossa Manouche/)).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(document.querySelector('audio')).toBeNull());
  });

  it('the expanded player shows the track chart with its choruses', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Blues pour Stéphane/ }));
    const chart = screen.getByRole('group', { name: 'Chord chart' });
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
});
