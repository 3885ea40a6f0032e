import { configure, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminCourse, AdminCourseDetail, AdminUpcomingCourse } from '@gjs/shared';
import { jsonResponse, stubFetch } from '#testing/fetch-mock.ts';
import { renderWithRouter } from '#testing/render.tsx';
import { loadTexts } from '#lib/i18n/texts.ts';
import { CourseEditorPage } from './course-editor-page.tsx';
import { CourseListPage } from './course-list-page.tsx';
import { CourseNewPage } from './course-new-page.tsx';
import { UpcomingCoursesPage } from './upcoming-courses-page.tsx';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });
const userEvent = userEventLib.setup({ delay: null });

beforeAll(() => loadTexts('de'));

const COURSE: AdminCourse = {
  id: 3,
  name: 'Minor Swing Melody',
  description: 'The head, note by note.',
  level: 'beginner',
  language: 'deutsch',
  category: 'Songs',
  thumbnail: null,
  thumbnail_url: null,
  is_published: false,
  chapter_count: 2,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
};

const DETAIL: AdminCourseDetail = {
  ...COURSE,
  chapters: [
    {
      id: 30,
      position: 1,
      heading: 'Intro',
      chapter_type: 'video',
      video: 'uploads/videos/intro.mp4',
      pdf: 'uploads/pdfs/intro.pdf',
      music_xml: null,
      backing_track_id: null,
      backing_track_name: null,
    },
    {
      id: 31,
      position: 2,
      heading: 'Play along',
      chapter_type: 'backingtrack',
      video: null,
      pdf: null,
      music_xml: null,
      backing_track_id: 4,
      backing_track_name: 'Minor Swing',
    },
  ] as AdminCourseDetail['chapters'],
};

const UPCOMING: AdminUpcomingCourse = {
  id: 8,
  name: 'Bossa Dorado',
  level: 'interadvanced',
  languages: ['english', 'deutsch'],
  thumbnail: null,
  thumbnail_url: null,
  publish_date: '2099-03-01T17:30:00.000Z',
};

function api(routes: Record<string, unknown>) {
  return stubFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    return path in routes ? jsonResponse(routes[path]) : jsonResponse({ message: 'Not found' }, 404);
  });
}

describe('the course list', () => {
  it('shows the courses in English', async () => {
    api({ '/api/admin/courses/': [COURSE] });
    renderWithRouter(<CourseListPage newHref="/new" editHref={(id) => `/c/${id}`} />);
    const table = await screen.findByRole('table', { name: 'Courses' });
    expect(within(table).getByRole('columnheader', { name: 'Level' })).toBeInTheDocument();
    expect(within(table).getByText('German')).toBeInTheDocument();
    expect(within(table).getByText('Beginner')).toBeInTheDocument();
    expect(within(table).getByText('Draft')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New course' })).toBeInTheDocument();
  });

  it('shows the courses in German, with the course data as it is', async () => {
    api({ '/api/admin/courses/': [COURSE] });
    renderWithRouter(<CourseListPage newHref="/new" editHref={(id) => `/c/${id}`} />, { language: 'de' });
    const table = await screen.findByRole('table', { name: 'Kurse' });
    expect(screen.getByRole('heading', { name: 'Kurse' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neuer Kurs' })).toBeInTheDocument();
    for (const header of ['Name', 'Sprache', 'Niveau', 'Kapitel', 'Status', 'Aktionen'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(table).getByText('Minor Swing Melody')).toBeInTheDocument();
    expect(within(table).getByText('Deutsch')).toBeInTheDocument();
    expect(within(table).getByText('Anfänger')).toBeInTheDocument();
    expect(within(table).getByText('Entwurf')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Bearbeiten' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Veröffentlichen' })).toBeInTheDocument();
    expect(screen.queryByText('Draft')).not.toBeInTheDocument();
  });

  it('says in German that there are no courses yet', async () => {
    api({ '/api/admin/courses/': [] });
    renderWithRouter(<CourseListPage newHref="/new" editHref={(id) => `/c/${id}`} />, { language: 'de' });
    expect(await screen.findByText('Noch keine Kurse.')).toBeInTheDocument();
  });
});

describe('a new course', () => {
  it('asks for its fields in German', async () => {
    renderWithRouter(<CourseNewPage onCreated={() => undefined} />, { language: 'de' });
    expect(screen.getByRole('heading', { name: 'Neuer Kurs' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Kurs' });
    expect(within(form).getByLabelText('Beschreibung')).toBeInTheDocument();
    expect(within(form).getByText('z. B. Songs, Techniken, Workouts')).toBeInTheDocument();
    expect(within(form).getByText('Vorschaubild')).toBeInTheDocument();
    expect(within(form).getByText('Keine Datei')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Kurs anlegen' })).toBeInTheDocument();
    expect(screen.queryByText('Description')).not.toBeInTheDocument();
  });
});

describe('the course editor', () => {
  it('shows the course and its chapters in German', async () => {
    api({ '/api/admin/courses/3/': DETAIL, '/api/admin/backing-tracks/': [] });
    renderWithRouter(<CourseEditorPage courseId={3} viewHref="/courses/3" onDeleted={() => undefined} />, {
      language: 'de',
    });
    expect(await screen.findByRole('heading', { name: 'Minor Swing Melody' })).toBeInTheDocument();
    expect(screen.getByText('Entwurf')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Als Mitglied ansehen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kurs speichern' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kapitel' })).toBeInTheDocument();

    const list = screen.getByRole('list', { name: 'Kapitel' });
    expect(within(list).getByText('Videolektion (Video, PDF)')).toBeInTheDocument();
    expect(within(list).getByText('Backing Track: Minor Swing')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Intro bearbeiten' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Intro löschen' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Intro verschieben' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Kurs löschen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Diesen Kurs löschen?' });
    expect(confirm).toHaveTextContent(
      'Der Kurs und seine 2 Kapitel werden für alle Mitglieder entfernt. Das lässt sich nicht rückgängig machen.',
    );
  });

  it('edits a chapter in a German dialog', async () => {
    api({ '/api/admin/courses/3/': DETAIL, '/api/admin/backing-tracks/': [] });
    renderWithRouter(<CourseEditorPage courseId={3} viewHref="/courses/3" onDeleted={() => undefined} />, {
      language: 'de',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Kapitel hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neues Kapitel' });
    expect(within(dialog).getByLabelText(/Überschrift/)).toBeInTheDocument();
    expect(within(dialog).getByText('Videolektion')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Kapitel speichern' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Video lesson')).not.toBeInTheDocument();
  });
});

describe("a chapter's stream in the course editor", () => {
  const failed = (error: string) => ({
    ...DETAIL,
    chapters: [
      { ...DETAIL.chapters[0]!, video_stream: { state: 'failed' as const, progress: 40, error } },
      { ...DETAIL.chapters[1]!, video_stream: null },
    ],
  });

  for (const [language, texts] of [
    [
      'en',
      {
        failed: 'Stream failed: ffmpeg exited with code 1',
        retry: 'Make the stream of "Intro" again',
        queued: 'Stream: queued',
      },
    ],
    [
      'de',
      {
        failed: 'Stream fehlgeschlagen: ffmpeg exited with code 1',
        retry: 'Stream von „Intro“ neu erstellen',
        queued: 'Stream: in der Warteschlange',
      },
    ],
  ] as const) {
    it(`shows a failure with its reason, and Retry queues the stream again (${language})`, async () => {
      const queued = {
        ...DETAIL,
        chapters: [
          { ...DETAIL.chapters[0]!, video_stream: { state: 'queued' as const, progress: 0, error: null } },
          { ...DETAIL.chapters[1]!, video_stream: null },
        ],
      };
      let detail: AdminCourseDetail = failed('ffmpeg exited with code 1');
      const { calls } = stubFetch((call) => {
        const path = new URL(call.url, 'http://localhost').pathname;
        if (path === '/api/admin/courses/3/chapters/30/stream/' && call.method === 'POST') {
          detail = queued;
          return jsonResponse(detail);
        }
        if (path === '/api/admin/courses/3/') return jsonResponse(detail);
        if (path === '/api/admin/backing-tracks/') return jsonResponse([]);
        return jsonResponse({ message: 'Not found' }, 404);
      });
      renderWithRouter(<CourseEditorPage courseId={3} viewHref="/courses/3" onDeleted={() => undefined} />, {
        language,
      });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(`Intro: ${texts.failed}`);
      await userEvent.click(within(alert).getByRole('button', { name: texts.retry }));
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
      expect(
        calls.filter((c) => c.method === 'POST').map((c) => new URL(c.url, 'http://localhost').pathname),
      ).toEqual(['/api/admin/courses/3/chapters/30/stream/']);
      expect(
        screen.getByRole('list', { name: language === 'de' ? 'Kapitel' : 'Chapters' }),
      ).toHaveTextContent(texts.queued);
    });
  }
});

describe('the upcoming courses', () => {
  it('lists and announces courses in German', async () => {
    api({ '/api/admin/upcoming-courses/': [UPCOMING] });
    renderWithRouter(<UpcomingCoursesPage />, { language: 'de' });
    const table = await screen.findByRole('table', { name: 'Angekündigte Kurse' });
    expect(screen.getByRole('heading', { name: 'Angekündigte Kurse' })).toBeInTheDocument();
    expect(within(table).getByText('Bossa Dorado')).toBeInTheDocument();
    expect(within(table).getByText('Mittelstufe – Fortgeschritten')).toBeInTheDocument();
    expect(within(table).getByText(/^01\.03\.2099, \d\d:\d\d$/)).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Löschen' })).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Angekündigter Kurs' });
    expect(screen.getByRole('heading', { name: 'Kurs ankündigen' })).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: 'Englisch' })).toBeChecked();
    await userEvent.type(within(form).getByLabelText(/Name/), 'Nuages');
    await userEvent.click(within(form).getByRole('button', { name: 'Kurs ankündigen' }));
    expect(await within(form).findByText('Wähle ein Datum für die Veröffentlichung.')).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Bearbeiten' }));
    expect(await screen.findByRole('heading', { name: '„Bossa Dorado“ bearbeiten' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ankündigung speichern' })).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Löschen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Diese Ankündigung entfernen?' });
    expect(confirm).toHaveTextContent('„Bossa Dorado“ erscheint nicht mehr im Block „Demnächst“.');
  });
});
