import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProgressSummaryItem } from '@gjs/shared';
import { loadTexts } from '#lib/i18n/texts.ts';
import { jsonResponse, stubFetch } from '#testing/fetch-mock.ts';
import { renderWithRouter } from '#testing/render.tsx';
import { daysAgo, makeCourse, makeCourseDetail, makeUpcoming } from '../testing/course-fixtures.ts';
import { CourseListPage } from './course-list-page.tsx';
import { CourseViewerPage } from './course-viewer-page.tsx';

// The texts are declared when the pages' modules load; the router loads their translations before a render.
beforeAll(() => loadTexts('de'));

const CATALOGUE = [
  makeCourse({ id: 1, name: 'Minor Swing', level: 'intermediate', created_at: daysAgo(40) }),
  makeCourse({ id: 2, name: 'Nuages', level: 'intermediate', category: 'Rhythm', created_at: daysAgo(2) }),
  makeCourse({ id: 3, name: 'Les Yeux Sombres', level: 'advanced', language: 'deutsch' }),
];

const SUMMARY: ProgressSummaryItem[] = [
  {
    course_id: 1,
    done: 1,
    total: 4,
    last: { chapter_id: 11, position: 30, updated_at: '2026-11-20T10:00:00.000Z' },
  },
];

function renderList(user: { language: 'english'; level: 'intermediate' } | null = null) {
  stubFetch(({ url }) => {
    if (url === '/api/courses/') return jsonResponse(CATALOGUE);
    if (url === '/api/courses/upcoming/') return jsonResponse([makeUpcoming()]);
    if (url === '/api/progress/') return jsonResponse(SUMMARY);
    return jsonResponse({ message: 'Not Found' }, 404);
  });
  return renderWithRouter(<CourseListPage user={user} />, { route: '/courses', language: 'de' });
}

/** The options of the native select labelled `label`, as shown. */
const optionsOf = (label: string) =>
  [...screen.getByLabelText<HTMLSelectElement>(label).options].map((o) => o.textContent);

describe('the course list in German', () => {
  it('shows its heading, count and filters in German', async () => {
    renderList();
    expect(screen.getByRole('heading', { name: 'Verfügbare Kurse' })).toBeInTheDocument();
    expect(screen.getByText('Wird geladen …')).toBeInTheDocument();
    expect(await screen.findByText('2 von 3 Kursen')).toBeInTheDocument();
    expect(screen.queryByText('Available Courses')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Kurse suchen' })).toHaveAttribute(
      'placeholder',
      'Kurse suchen …',
    );
    expect(optionsOf('Sprache')).toEqual(['Alle', 'Deutsch', 'Englisch']);
    expect(optionsOf('Niveau')).toEqual(['Alle', 'Anfänger', 'Mittelstufe', 'Fortgeschritten']);
    expect(optionsOf('Kategorie')).toEqual(['Alle', 'Rhythmus', 'Songs']);
    expect(optionsOf('Sortieren nach')).toEqual([
      'Name A–Z',
      'Name Z–A',
      'Erscheinungsdatum, älteste zuerst',
      'Erscheinungsdatum, neueste zuerst',
    ]);
    expect(screen.getByRole('button', { name: 'Filter zurücksetzen' })).toBeInTheDocument();
  });

  it("shows the cards' chips in German", async () => {
    renderList();
    const nuages = await screen.findByRole('article', { name: 'Nuages' });
    for (const chip of ['NEU', 'Mittelstufe', 'Englisch', 'Rhythmus'])
      expect(within(nuages).getByText(chip)).toBeInTheDocument();
  });

  it('filters by the values behind the German labels, and says so when nothing matches', async () => {
    renderList();
    await screen.findByText('2 von 3 Kursen');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kategorie' }), 'Rhythmus');
    expect(screen.getByRole('combobox', { name: 'Kategorie' })).toHaveValue('Rhythm');
    expect(screen.getByText('1 von 3 Kursen')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sprache' }), 'Deutsch');
    expect(screen.getByText('Keine Kurse gefunden, die zu deiner Auswahl passen')).toBeInTheDocument();
  });

  it('counts down to the next course in German', async () => {
    renderList();
    const block = await screen.findByRole('region', { name: 'Demnächst' });
    expect(within(block).getByText('Fortgeschritten')).toBeInTheDocument();
    expect(within(block).getByText('Englisch und Deutsch')).toBeInTheDocument();
    expect(within(block).getByText('Erscheint in 3 Tagen')).toBeInTheDocument();
  });

  it("shows a member's progress and Continue in German", async () => {
    renderList({ language: 'english', level: 'intermediate' });
    const resume = await screen.findByRole('region', { name: 'Weitermachen, wo du aufgehört hast' });
    expect(within(resume).getByRole('link', { name: 'Weitermachen' })).toHaveAttribute(
      'href',
      '/courses/1?chapter=11',
    );
    const minor = screen.getByRole('article', { name: 'Minor Swing' });
    expect(await within(minor).findByText('1 von 4 Kapiteln')).toBeInTheDocument();
    expect(
      within(minor).getByRole('progressbar', { name: 'Fortschritt in diesem Kurs: 1 von 4 Kapiteln' }),
    ).toBeInTheDocument();
  });
});

function LocationProbe() {
  const location = useLocation();
  return <pre data-testid="location">{JSON.stringify(location.state)}</pre>;
}

function renderViewer(detail: () => Response = () => jsonResponse(makeCourseDetail()), id = '1') {
  stubFetch(({ url }) => {
    if (url === '/api/courses/')
      return jsonResponse([
        makeCourse({ id: 1, name: 'Swing de Berlin', level: 'intermediate' }),
        makeCourse({ id: 7, name: 'Swing de Berlin', level: 'beginner' }),
      ]);
    if (url === `/api/courses/${id}/`) return detail();
    if (url === `/api/progress/courses/${id}/`) return jsonResponse({ course_id: 1, chapters: [] });
    return jsonResponse({ message: 'Not Found' }, 404);
  });
  return renderWithRouter(<></>, {
    route: `/courses/${id}`,
    routes: [
      { path: '/courses/:id', element: <CourseViewerPage courseId={id} /> },
      { path: '*', element: <LocationProbe /> },
    ],
    language: 'de',
  });
}

describe('the course viewer in German', () => {
  it('shows its panel in German', async () => {
    renderViewer();
    expect(screen.getByText('Wird geladen …')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Zurück zu den Kursen' })).toHaveAttribute(
      'href',
      '/courses',
    );
    expect(screen.getByText('Niveau: Mittelstufe | Kategorie: Songs')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Kapitel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Version „Anfänger“ wechseln' })).toHaveAttribute(
      'href',
      '/courses/7',
    );
  });

  it('shows the chapter, its player and downloads in German', async () => {
    renderViewer();
    expect(await screen.findByRole('button', { name: 'Als erledigt markieren' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Geschwindigkeit' })).toHaveAttribute(
      'aria-valuetext',
      '100\u00a0%',
    );
    expect(screen.getByRole('heading', { name: 'Downloads' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Noten als PDF herunterladen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'MusicXML herunterladen' })).toBeDisabled();
    expect(screen.queryByText('Playback Speed')).not.toBeInTheDocument();
  });

  it("steps with 'Zurück' and 'Weiter', counting 'Kapitel n von m'", async () => {
    renderViewer();
    expect(await screen.findByText('Kapitel 1 von 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText('Kapitel 2 von 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Akkordfolge' })).toBeInTheDocument();
  });

  it('asks a question in the forum with a German subject', async () => {
    renderViewer();
    await userEvent.click(await screen.findByRole('button', { name: 'Frage zu diesem Kapitel stellen' }));
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('location').textContent ?? '{}')).toEqual({
        subject: 'Swing de Berlin - Mittelstufe - Kapitel 1: Introduction',
        category: 'songs',
      }),
    );
  });

  it("says 'Kurs nicht gefunden' for a 404", async () => {
    renderViewer(() => jsonResponse({ message: 'Course not found' }, 404));
    expect(await screen.findByText('Kurs nicht gefunden')).toBeInTheDocument();
  });

  it('falls back to its own German error text when the server gives none', async () => {
    renderViewer(() => new Response('gateway down', { status: 502 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Kurs konnte nicht geladen werden');
  });
});
