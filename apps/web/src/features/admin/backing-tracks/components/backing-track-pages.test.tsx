import { configure, screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminBackingTrack } from '@gjs/shared';
import { jsonResponse, stubFetch } from '#testing/fetch-mock.ts';
import { renderWithRouter } from '#testing/render.tsx';
import { loadTexts } from '#lib/i18n/texts.ts';
import { BackingTrackEditPage, BackingTrackListPage, BackingTrackNewPage } from './backing-track-pages.tsx';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });
const userEvent = userEventLib.setup({ delay: null });

beforeAll(() => loadTexts('de'));

const TRACK: AdminBackingTrack = {
  id: 4,
  name: 'Minor Swing',
  key: 'A minor',
  tempo: 182.5,
  starttime: 1.2,
  repetitions: 3,
  chords: ['Am6', ['Dm6', 'E7'], 'Am6'],
  audio: 'uploads/audio/minor-swing.mp3',
  audio_url: '/api/media/uploads/audio/minor-swing.mp3?sig=x',
  is_listed: false,
  updated_at: '2026-11-02T10:00:00.000Z',
};

function api(routes: Record<string, unknown>) {
  return stubFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    return path in routes ? jsonResponse(routes[path]) : jsonResponse({ message: 'Not found' }, 404);
  });
}

describe('the backing track list', () => {
  it('shows the tracks in English', async () => {
    api({ '/api/admin/backing-tracks/': [TRACK] });
    renderWithRouter(<BackingTrackListPage newHref="/new" editHref={(id) => `/t/${id}`} />);
    const table = await screen.findByRole('table', { name: 'Backing tracks' });
    expect(within(table).getByText('182.5 BPM')).toBeInTheDocument();
    expect(within(table).getByText('No (courses only)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New backing track' })).toBeInTheDocument();
  });

  it('shows the tracks in German', async () => {
    api({ '/api/admin/backing-tracks/': [TRACK] });
    renderWithRouter(<BackingTrackListPage newHref="/new" editHref={(id) => `/t/${id}`} />, {
      language: 'de',
    });
    const table = await screen.findByRole('table', { name: 'Backing Tracks' });
    expect(screen.getByRole('heading', { name: 'Backing Tracks' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neuer Backing Track' })).toBeInTheDocument();
    for (const header of ['Name', 'Tonart', 'Tempo', 'Takte', 'Gelistet', 'Aktionen'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(table).getByText('A minor')).toBeInTheDocument();
    expect(within(table).getByText('182,5 BPM')).toBeInTheDocument();
    expect(within(table).getByText('Nein (nur in Kursen)')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Bearbeiten' })).toBeInTheDocument();
  });
});

describe('a new backing track', () => {
  it('asks for the track in German and says what is missing', async () => {
    renderWithRouter(<BackingTrackNewPage onCreated={() => undefined} />, { language: 'de' });
    expect(screen.getByRole('heading', { name: 'Neuer Backing Track' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Backing Track' });
    expect(within(form).getByLabelText(/Tonart/)).toBeInTheDocument();
    expect(within(form).getByText('z. B. a-Moll')).toBeInTheDocument();
    expect(within(form).getByLabelText('Startzeit (s)')).toBeInTheDocument();
    expect(within(form).getByLabelText('Wiederholungen')).toBeInTheDocument();
    expect(within(form).getByLabelText('Auf der Seite „Backing Tracks“ gelistet')).toBeChecked();
    expect(within(form).getByLabelText('Akkordchart')).toBeInTheDocument();
    expect(within(form).getByText('0 Takte')).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Akkordchart'), 'Am6');
    expect(within(form).getByText('1 Takt')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('Akkordchart'));
    await userEvent.click(within(form).getByRole('button', { name: 'Backing Track anlegen' }));
    expect(
      await within(form).findByText(
        'Gib mindestens einen Takt ein, mit höchstens 4 Akkorden von je bis zu 24 Zeichen pro Takt.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByText('Lade das Audio des Tracks hoch.')).toBeInTheDocument();
    expect(screen.queryByText('Upload the audio of the track.')).not.toBeInTheDocument();
  });
});

describe('a backing track', () => {
  it('offers the tap-along and the preview in German', async () => {
    api({ '/api/admin/backing-tracks/4/': TRACK });
    renderWithRouter(<BackingTrackEditPage trackId={4} onDeleted={() => undefined} />, { language: 'de' });
    expect(await screen.findByRole('heading', { name: 'Minor Swing' })).toBeInTheDocument();
    expect(screen.getByText('3 Takte')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mittippen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tippen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zurücksetzen' })).toBeDisabled();
    expect(screen.getByTestId('tap-summary')).toHaveTextContent('0 Tipps');
    expect(screen.getByRole('button', { name: 'Tempo und Startzeit übernehmen' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Im Player ansehen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Backing Track speichern' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Backing Track löschen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Diesen Backing Track löschen?' });
    expect(confirm).toHaveTextContent('Er verschwindet von der Seite „Backing Tracks“');
  });
});
