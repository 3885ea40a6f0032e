import { configure, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminLessonDetail, AdminLessonStudent } from '@gjs/shared';
import { loadTexts } from '#lib/i18n/texts.ts';
import { jsonResponse, stubFetch } from '#testing/fetch-mock.ts';
import { renderWithRouter } from '#testing/render.tsx';
import { LessonEditorPage, LessonListPage } from './lesson-pages.tsx';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });
const userEvent = userEventLib.setup({ delay: null });

const student = (id: number, username: string, takesLessons: boolean): AdminLessonStudent => ({
  id,
  username,
  first_name: 'Pat',
  last_name: username,
  email: `${username}@example.com`,
  takes_lessons: takesLessons,
  is_active: true,
});

const LESSON: AdminLessonDetail = {
  id: 5,
  name: 'Lesson Five',
  created_at: '2026-11-20T10:00:00.000Z',
  section_count: 2,
  students: [student(1, 'anna', true)],
  sections: [
    {
      id: 50,
      position: 1,
      text: 'Warm up.',
      video: 'uploads/videos/a.mp4',
      pdf: null,
      video_url: '/v',
      pdf_url: null,
    },
    {
      id: 51,
      position: 2,
      text: 'Scales.',
      video: null,
      pdf: 'uploads/pdfs/b.pdf',
      video_url: null,
      pdf_url: '/p',
    },
  ],
};

function renderEditor(language: 'en' | 'de' = 'en') {
  let lesson = LESSON;
  const { calls } = stubFetch((call) => {
    if (call.url.includes('/students/?q='))
      return jsonResponse([student(1, 'anna', true), student(2, 'bert', false)]);
    if (call.method === 'PUT' && call.url.endsWith('/students/')) {
      const ids = (call.body as { user_ids: number[] }).user_ids;
      lesson = {
        ...lesson,
        students: ids.map((id) => (id === 1 ? student(1, 'anna', true) : student(2, 'bert', true))),
      };
    }
    return jsonResponse(lesson);
  });
  renderWithRouter(<LessonEditorPage lessonId={5} onDeleted={() => undefined} />, { language });
  return calls;
}

describe('admin private lesson editor', () => {
  it('shows the sections in order with their files', async () => {
    renderEditor();
    const items = await screen.findAllByTestId('section-item');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Section 1Warm up. (video)'),
      expect.stringContaining('Section 2Scales. (PDF)'),
    ]);
  });

  it('assigns a student picked from the account search, keeping the others', async () => {
    const calls = renderEditor();
    const input = await screen.findByLabelText('Add a student');
    await userEvent.type(input, 'be');
    // Already assigned accounts are not offered again.
    const option = await screen.findByRole('option', { name: /Pat bert \(bert\)/ });
    expect(screen.queryByRole('option', { name: /\(anna\)/ })).toBeNull();
    await userEvent.click(option);
    await waitFor(() =>
      expect(within(screen.getByLabelText('Assigned students')).getByText(/\(bert\)/)).toBeInTheDocument(),
    );
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ user_ids: [1, 2] }]);
  });

  it('refuses an empty section before sending it', async () => {
    const calls = renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Add section' }));
    const dialog = screen.getByRole('dialog', { name: 'New section' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save section' }));
    expect(await within(dialog).findByText('A section needs a text, a video or a PDF.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});

describe('admin private lessons in German', () => {
  beforeAll(() => loadTexts('de'));

  it('lists the lessons with German headings and dates', async () => {
    stubFetch(() => jsonResponse([{ ...LESSON, sections: undefined }]));
    renderWithRouter(<LessonListPage editHref={(id) => `/l/${id}`} onCreated={() => undefined} />, {
      language: 'de',
    });
    const table = await screen.findByRole('table', { name: 'Privatstunden' });
    expect(screen.getByRole('heading', { name: 'Privatunterricht' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name der neuen Stunde')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neue Stunde' })).toBeInTheDocument();
    for (const header of ['Name', 'Abschnitte', 'Schüler', 'Erstellt', 'Aktionen'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(table).getByText('20.11.2026')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Lesson Five bearbeiten' })).toHaveTextContent(
      'Bearbeiten',
    );
    expect(screen.queryByText('Created')).not.toBeInTheDocument();
  });

  it('says in German that there are no lessons yet', async () => {
    stubFetch(() => jsonResponse([]));
    renderWithRouter(<LessonListPage editHref={(id) => `/l/${id}`} onCreated={() => undefined} />, {
      language: 'de',
    });
    expect(await screen.findByText('Noch keine Privatstunden.')).toBeInTheDocument();
  });

  it('edits a lesson in German', async () => {
    renderEditor('de');
    const items = await screen.findAllByTestId('section-item');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Abschnitt 1Warm up. (Video)'),
      expect.stringContaining('Abschnitt 2Scales. (PDF)'),
    ]);
    expect(screen.getByRole('button', { name: 'Stunde löschen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Schüler' })).toBeInTheDocument();
    expect(screen.getByLabelText('Schüler hinzufügen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Name speichern' })).toBeInTheDocument();
    expect(screen.queryByText('Students')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Abschnitt hinzufügen' }));
    const dialog = screen.getByRole('dialog', { name: 'Neuer Abschnitt' });
    expect(within(dialog).getByRole('button', { name: 'Abschnitt speichern' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));

    await userEvent.click(screen.getByRole('button', { name: 'Stunde löschen' }));
    const confirm = screen.getByRole('dialog', { name: 'Diese Stunde löschen?' });
    expect(
      within(confirm).getByText(
        'Die Stunde mit 2 Abschnitten wird für 1 Schüler entfernt. Das lässt sich nicht rückgängig machen.',
      ),
    ).toBeInTheDocument();
  });
});
