import { configure, fireEvent, screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminChapter, CourseDetail, SyncPoint } from '@gjs/shared';
import { jsonResponse, stubFetch } from '#testing/fetch-mock.ts';
import { renderWithRouter } from '#testing/render.tsx';
import { loadTexts } from '#lib/i18n/texts.ts';
import { SyncEditorDialog } from './sync-editor-dialog.tsx';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });
const userEvent = userEventLib.setup({ delay: null });

beforeAll(() => loadTexts('de'));

const CHAPTER = { id: 30, heading: 'Intro', chapter_type: 'video' } as AdminChapter;

/** The course as a member gets it: the chapter's video and its score, not yet tied to the video. */
const COURSE: CourseDetail = {
  id: 3,
  name: 'Minor Swing Melody',
  description: 'The head, note by note.',
  level: 'beginner',
  display_level: 'Beginner',
  language: 'english',
  category: 'Songs',
  thumbnail_url: null,
  created_at: '2026-11-01T10:00:00.000Z',
  chapters: [
    {
      id: 30,
      heading: 'Intro',
      chapter_type: 'video',
      video_url: '/api/media/uploads/videos/intro.mp4?sig=1',
      stream: null,
      pdf_url: null,
      music_xml_url: '/api/media/uploads/scores/intro.musicxml?sig=1',
      backing_track_data: null,
      score: { url: '/api/media/uploads/scores/intro.musicxml?sig=1', sync_points: [] },
    },
  ],
};

/** The API of the dialog: the course as a member reads it, and the PUT of the sync points (answered as the server does). */
function api() {
  const saved: SyncPoint[][] = [];
  stubFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/courses/3/') return jsonResponse(COURSE);
    if (path === '/api/admin/courses/3/chapters/30/sync-points/' && call.method === 'PUT') {
      const points = (call.body as { sync_points: SyncPoint[] }).sync_points;
      saved.push(points);
      return jsonResponse({ sync_points: points, bar_count: 32 });
    }
    return jsonResponse({ message: 'Not found' }, 404);
  });
  return saved;
}

/** The media as if it had played to `seconds` (jsdom plays nothing). */
function playTo(media: HTMLMediaElement, seconds: number) {
  Object.defineProperty(media, 'currentTime', { configurable: true, value: seconds });
  fireEvent.timeUpdate(media);
}

describe('the sync editor (decision 0631)', () => {
  it('fills a steady tempo, takes taps with T, refuses a bad line and saves the points', async () => {
    const saved = api();
    renderWithRouter(<SyncEditorDialog courseId={3} chapter={CHAPTER} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Tie the score to the media: Intro' });
    const list = await within(dialog).findByRole('textbox', {
      name: 'Sync points: bar and seconds, one a line',
    });
    expect(list).toHaveValue('');

    // 120 BPM from 0.5 s: a bar of four beats every 2 s.
    const tempo = within(dialog).getByRole('spinbutton', { name: 'Tempo (BPM)' });
    const offset = within(dialog).getByRole('spinbutton', { name: 'First bar at (seconds)' });
    const bars = within(dialog).getByRole('spinbutton', { name: 'Bars' });
    await userEvent.clear(tempo);
    await userEvent.type(tempo, '120');
    await userEvent.clear(offset);
    await userEvent.type(offset, '0.5');
    await userEvent.clear(bars);
    await userEvent.type(bars, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fill in the list' }));
    expect(list).toHaveValue('1 0.500\n2 2.500\n3 4.500');

    // A tap on T while the video is at 6.6 s starts the next bar there; the preview follows the video.
    const video = dialog.querySelector('video')!;
    playTo(video, 6.6);
    await userEvent.keyboard('t');
    expect(list).toHaveValue('1 0.500\n2 2.500\n3 4.500\n4 6.600');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Preview: bar 4');
    playTo(video, 3);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Preview: bar 2');
    expect(within(dialog).getByRole('button', { name: 'Tap: bar 5 starts now (T)' })).toBeInTheDocument();

    // A line out of order is named, and nothing can be saved until it is mended.
    await userEvent.type(list, '\n5 1.000');
    expect(
      within(dialog).getByText('Line 5 is not a bar and a time in seconds after the line before.'),
    ).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Save sync points' });
    expect(save).toBeDisabled();
    await userEvent.type(list, '{Backspace}'.repeat('5 1.000'.length + 1));
    expect(save).toBeEnabled();

    await userEvent.click(save);
    expect(
      await within(dialog).findByText('Saved 4 sync points (the score has 32 bars).'),
    ).toBeInTheDocument();
    expect(saved).toEqual([
      [
        { bar: 0, ms: 500 },
        { bar: 1, ms: 2500 },
        { bar: 2, ms: 4500 },
        { bar: 3, ms: 6600 },
      ],
    ]);
  });

  it('speaks German, and says when the chapter has no score yet', async () => {
    stubFetch(() => jsonResponse({ ...COURSE, chapters: [{ ...COURSE.chapters[0]!, score: null }] }));
    renderWithRouter(<SyncEditorDialog courseId={3} chapter={CHAPTER} onClose={() => undefined} />, {
      language: 'de',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Noten mit den Medien verbinden: Intro' });
    expect(
      await within(dialog).findByText('Speichern Sie das Kapitel zuerst mit Noten.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
