import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BackingTrack } from '@gjs/shared';
import { loadTexts } from '#lib/i18n/texts.ts';
import { jsonResponse, stubFetch } from '#testing/fetch-mock.ts';
import { fakeAuth, makeProfile, renderWithRouter } from '#testing/render.tsx';
import { BackingTrackItem } from './backing-track-item.tsx';

vi.setConfig({ testTimeout: 30_000 });

const TRACK: BackingTrack = {
  id: 1,
  name: 'Swing de Berlin',
  tempo: 180,
  key: 'A minor',
  audio_url: '/api/media/backing-tracks/1.mp3?exp=1&sig=x',
  chords: ['Am6', 'Dm6', 'E7', 'Am6'],
  starttime: 1,
  repetitions: 2,
  parts: [],
};

describe('a backing track on a German page', () => {
  it("loads the player's German texts with the player's code", async () => {
    // Only the page's texts are declared here: the player's come with its code, when the track opens.
    await loadTexts('de');
    stubFetch(() => jsonResponse(null));
    renderWithRouter(<BackingTrackItem track={TRACK} expanded onToggle={() => undefined} />, {
      auth: fakeAuth({ user: makeProfile() }),
      language: 'de',
    });
    expect(screen.getByText('Tonart: A minor')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Akkordchart' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abspielen' })).toBeInTheDocument();
    expect(screen.getByTestId('tempo-value')).toHaveTextContent('Tempo 100 %');
    expect(screen.getByText(/Klicke auf einen Takt/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Chord chart' })).not.toBeInTheDocument();
  });
});
