import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CourseSummary, UpcomingCourse } from '@gjs/shared';
import { jsonResponse, stubFetch } from '#testing/fetch-mock.ts';
import { renderWithRouter } from '#testing/render.tsx';
import { daysAgo, makeCourse, makeUpcoming } from '../testing/course-fixtures.ts';
import { CourseListPage } from './course-list-page.tsx';

const CATALOGUE: CourseSummary[] = [
  makeCourse({ id: 1, name: 'Minor Swing', level: 'intermediate', created_at: daysAgo(40) }),
  makeCourse({ id: 2, name: 'Nuages', level: 'intermediate', category: 'Songs', created_at: daysAgo(2) }),
  makeCourse({
    id: 3,
    name: 'Advanced Soloing',
    level: 'interadvanced',
    category: 'Techniques',
    created_at: daysAgo(20),
  }),
  makeCourse({
    id: 4,
    name: 'Rhythm Fundamentals',
    level: 'beginner',
    category: 'Rhythm',
    created_at: daysAgo(60),
  }),
  makeCourse({
    id: 5,
    name: 'Rhythmus Grundlagen',
    level: 'beginner',
    language: 'deutsch',
    category: 'Rhythm',
    created_at: daysAgo(50),
  }),
  makeCourse({
    id: 6,
    name: 'Les Yeux Sombres',
    level: 'advanced',
    language: 'deutsch',
    created_at: daysAgo(10),
  }),
];

function renderList(
  user: { language: 'english' | 'deutsch'; level: 'beginner' | 'intermediate' | 'advanced' } | null = null,
  api: { courses?: () => Response | Promise<Response>; upcoming?: UpcomingCourse[] } = {},
) {
  stubFetch(({ url }) => {
    if (url === '/api/courses/') return api.courses?.() ?? jsonResponse(CATALOGUE);
    if (url === '/api/courses/upcoming/') return jsonResponse(api.upcoming ?? []);
    return jsonResponse({ message: 'Not Found' }, 404);
  });
  return renderWithRouter(<CourseListPage user={user} />, { route: '/courses' });
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Courses' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

async function choose(select: string, option: string) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: select }), option);
}

/** The text of the option a native select shows. */
const shown = (select: string) => {
  const element = screen.getByRole<HTMLSelectElement>('combobox', { name: select });
  return element.selectedOptions[0]?.textContent;
};

describe('course list', () => {
  it("shows 'Loading...' until the catalogue arrives, then the heading and the count", async () => {
    renderList();
    expect(screen.getByRole('heading', { name: 'Available Courses' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Showing 3 of 6 courses')).toBeInTheDocument();
  });

  it('starts a visitor on English intermediate courses (interadvanced included), newest first', async () => {
    renderList();
    await screen.findByText('Showing 3 of 6 courses');
    // Nuages (2 days old) before Minor Swing (40 days old).
    expect(cardNames()).toEqual(['Nuages', 'Advanced Soloing', 'Minor Swing']);
  });

  it("starts a member on the profile's language and level", async () => {
    renderList({ language: 'deutsch', level: 'advanced' });
    expect(await screen.findByText('Showing 1 of 6 courses')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Les Yeux Sombres']);
    expect(shown('Language')).toBe('Deutsch');
    expect(shown('Level')).toBe('Advanced');
  });

  it('offers All plus the languages and categories found, and the fixed levels and sort orders', async () => {
    renderList();
    await screen.findByText('Showing 3 of 6 courses');
    const options = async (select: string) =>
      within(screen.getByRole('combobox', { name: select }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(await options('Language')).toEqual(['All', 'Deutsch', 'English']);
    expect(await options('Level')).toEqual(['All', 'Beginner', 'Intermediate', 'Advanced']);
    expect(await options('Category')).toEqual(['All', 'Rhythm', 'Songs', 'Techniques']);
    expect(await options('Sort By')).toEqual([
      'Name A-Z',
      'Name Z-A',
      'Publish Date oldest first',
      'Publish Date newest first',
    ]);
    expect(shown('Sort By')).toBe('Publish Date newest first');
  });

  it('filters by level with the interadvanced rule, by category and by search', async () => {
    renderList();
    await screen.findByText('Showing 3 of 6 courses');
    await choose('Level', 'Advanced');
    expect(cardNames()).toEqual(['Advanced Soloing']);
    await choose('Level', 'Intermediate');
    expect(cardNames()).toEqual(['Nuages', 'Advanced Soloing', 'Minor Swing']);
    await choose('Category', 'Techniques');
    expect(cardNames()).toEqual(['Advanced Soloing']);
    await choose('Category', 'All');
    await userEvent.type(screen.getByPlaceholderText('Search courses...'), 'MINOR');
    expect(cardNames()).toEqual(['Minor Swing']);
    expect(screen.getByText('Showing 1 of 6 courses')).toBeInTheDocument();
  });

  it("'Reset Filters' clears search, language, level and category but keeps the sort", async () => {
    renderList();
    await screen.findByText('Showing 3 of 6 courses');
    await choose('Sort By', 'Name A-Z');
    await userEvent.type(screen.getByPlaceholderText('Search courses...'), 'zzz');
    expect(screen.getByText('No courses found matching your criteria')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reset Filters' }));

    expect(screen.getByPlaceholderText('Search courses...')).toHaveValue('');
    expect(shown('Language')).toBe('All');
    expect(shown('Level')).toBe('All');
    expect(shown('Sort By')).toBe('Name A-Z');
    expect(screen.getByText('Showing 6 of 6 courses')).toBeInTheDocument();
    expect(cardNames()).toEqual([
      'Advanced Soloing',
      'Les Yeux Sombres',
      'Minor Swing',
      'Nuages',
      'Rhythm Fundamentals',
      'Rhythmus Grundlagen',
    ]);
  });

  it("links each card to its course, with chips and a red 'NEW' badge only on recent courses", async () => {
    renderList();
    await screen.findByText('Showing 3 of 6 courses');
    const nuages = screen.getByRole('article', { name: 'Nuages' });
    const minor = screen.getByRole('article', { name: 'Minor Swing' });
    expect(within(nuages).getByRole('link')).toHaveAttribute('href', '/courses/2');
    expect(within(nuages).getByText('NEW')).toBeInTheDocument();
    expect(within(minor).queryByText('NEW')).not.toBeInTheDocument();
    for (const chip of ['Intermediate', 'English', 'Songs'])
      expect(within(minor).getByText(chip)).toBeInTheDocument();
  });

  it('shows the first upcoming course with its level, languages and countdown', async () => {
    renderList(null, { upcoming: [makeUpcoming(), makeUpcoming({ name: 'Later Course' })] });
    const block = await screen.findByRole('region', { name: 'Coming Soon' });
    expect(within(block).getByText('Valse Rapide')).toBeInTheDocument();
    expect(within(block).getByText('Advanced')).toBeInTheDocument();
    expect(within(block).getByText('English and Deutsch')).toBeInTheDocument();
    expect(within(block).getByText('Publishing in 3 day(s)')).toBeInTheDocument();
    expect(screen.queryByText('Later Course')).not.toBeInTheDocument();
  });

  it('only logs a failed catalogue call', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderList(null, { courses: () => jsonResponse({ message: 'boom' }, 500) });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Failed to load courses', expect.any(Error)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
