import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadTexts } from '#lib/i18n/texts.ts';
import { jsonResponse, stubFetch } from '#testing/fetch-mock.ts';
import { fakeAuth, makeProfile, renderWithRouter } from '#testing/render.tsx';
import { makePost } from '../testing/forum-fixtures.ts';
import { ForumPage } from './forum-page.tsx';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });

const origin = window.location.origin;
const POST = makePost(1, {
  subject: 'Stuck on the bridge',
  content: `Bars 9 to 12 kill me: ${origin}/backing-tracks?track=4&bars=9-12&tempo=80\n\nSee also https://example.org/backing-tracks?track=4`,
  comments: [
    {
      id: 7,
      content: 'Try it with a ramp: [this](/backing-tracks?track=4&bars=9-12&tempo=70&ramp=70-90-5)',
      created_at: '2026-11-21T10:00:00.000Z',
      author: { id: 12, username: 'stochelo', profile_image: null },
    },
  ],
});
const TRACK = {
  id: 4,
  name: 'Minor Swing',
  tempo: 180,
  key: 'A minor',
  audio_url: '/api/media/tracks/minor-swing.mp3?sig=x',
  audio_download_url: '/api/media/tracks/minor-swing.mp3?sig=x&download=1',
  chords: ['Am6'],
  starttime: 0,
  repetitions: 1,
};

describe('loop links in the forum', () => {
  it('show as cards naming the track, bars and tempo; other links stay links', async () => {
    stubFetch(({ url }) => jsonResponse(url.startsWith('/api/backingtracks/') ? [TRACK] : [POST]));
    renderWithRouter(<></>, {
      route: '/forum',
      auth: fakeAuth({ user: makeProfile() }),
      routes: [{ path: '/forum', element: <ForumPage /> }],
    });
    const cards = await screen.findAllByTestId('loop-link-card');
    expect(cards).toHaveLength(2);
    expect(await within(cards[0]!).findByText('Minor Swing')).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Bars 9–12 at 80 %');
    expect(cards[0]).toHaveAttribute('href', '/backing-tracks?track=4&bars=9-12&tempo=80');
    expect(cards[1]).toHaveTextContent('Bars 9–12 from 70 % to 90 % by 5 %');
    const other = screen.getByRole('link', { name: 'https://example.org/backing-tracks?track=4' });
    expect(other).toHaveAttribute('target', '_blank');
  });

  it('describe the bars and tempo in German on a German page, and name an unknown track', async () => {
    await loadTexts('de');
    stubFetch(({ url }) => jsonResponse(url.startsWith('/api/backingtracks/') ? [] : [POST]));
    renderWithRouter(<></>, {
      route: '/forum',
      language: 'de',
      auth: fakeAuth({ user: makeProfile() }),
      routes: [{ path: '/forum', element: <ForumPage /> }],
    });
    const cards = await screen.findAllByTestId('loop-link-card');
    expect(cards[0]).toHaveTextContent('Backing Track 4');
    expect(cards[0]).toHaveTextContent('Takte 9–12 bei 80 %');
    expect(cards[1]).toHaveTextContent('Takte 9–12 von 70 % auf 90 % in 5-%-Schritten');
  });
});

describe('score links in the forum', () => {
  it('show as cards naming the course, bars and tempo (decision 0631)', async () => {
    const post = makePost(2, {
      subject: 'The melody',
      content: `Bars 5 and 6 of the melody: ${origin}/courses/3?chapter=12&bars=5-6&tempo=75`,
    });
    const course = { id: 3, name: 'Swing de Berlin', description: '', level: 'intermediate' };
    stubFetch(({ url }) =>
      jsonResponse(url.startsWith('/api/courses/') ? [{ ...course, display_level: 'Intermediate' }] : [post]),
    );
    renderWithRouter(<></>, {
      route: '/forum',
      auth: fakeAuth({ user: makeProfile() }),
      routes: [{ path: '/forum', element: <ForumPage /> }],
    });
    const card = await screen.findByTestId('score-link-card');
    expect(await within(card).findByText('Score: Swing de Berlin')).toBeInTheDocument();
    expect(card).toHaveTextContent('Bars 5–6 at 75 %');
    expect(card).toHaveAttribute('href', '/courses/3?chapter=12&bars=5-6&tempo=75');
  });
});
