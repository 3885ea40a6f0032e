import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '#testing/fetch-mock.ts';
import { renderWithRouter } from '#testing/render.tsx';
import { makeCourse, makeCourseDetail } from '../testing/course-fixtures.ts';
import { CourseViewerPage } from './course-viewer-page.tsx';

function LocationProbe() {
  const location = useLocation();
  return (
    <pre data-testid="location">
      {JSON.stringify({ path: location.pathname + location.search, state: location.state })}
    </pre>
  );
}

const COURSE = makeCourseDetail();

function renderViewer(detail: () => Response = () => jsonResponse(COURSE), id = '1') {
  const catalogue = [
    makeCourse({ id: 1, name: 'Swing de Berlin', level: 'intermediate' }),
    makeCourse({ id: 7, name: 'Swing de Berlin', level: 'beginner' }),
    makeCourse({ id: 8, name: 'Swing de Berlin', level: 'advanced', language: 'deutsch' }),
  ];
  stubFetch(({ url }) => {
    if (url === '/api/courses/') return jsonResponse(catalogue);
    if (url === `/api/courses/${id}/`) return detail();
    return jsonResponse({ message: 'Not Found' }, 404);
  });
  return renderWithRouter(<></>, {
    route: `/courses/${id}`,
    routes: [
      { path: '/courses/:id', element: <CourseViewerPage courseId={id} /> },
      { path: '*', element: <LocationProbe /> },
    ],
  });
}

const probed = () =>
  JSON.parse(screen.getByTestId('location').textContent ?? '{}') as { path: string; state: unknown };
const chapterList = () => screen.getByRole('list', { name: 'Chapters' });

describe('course viewer page', () => {
  it("shows 'Loading...' and then the panel: back link, name, level and category, numbered chapters", async () => {
    renderViewer();
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Swing de Berlin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute('href', '/courses');
    expect(screen.getByText('Level: Intermediate | Category: Songs')).toBeInTheDocument();
    expect(
      within(chapterList())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1. Introduction', '2. Chords', '3. Backing Track']);
  });

  it('starts on the first chapter, a video with the no-download controls and the speed slider at 100%', async () => {
    renderViewer();
    await screen.findByRole('heading', { level: 2, name: 'Introduction' });

    const video = document.querySelector('video')!;
    expect(video).toHaveAttribute('controlslist', 'nodownload');
    expect(video).toHaveAttribute('disablepictureinpicture');
    expect(fireEvent.contextMenu(video)).toBe(false); // the default (the menu) was prevented
    const slider = screen.getByRole('slider', { name: 'Playback Speed' });
    expect(slider).toHaveAttribute('min', '0.25');
    expect(slider).toHaveAttribute('max', '2');
    expect(slider).toHaveAttribute('step', '0.01');
    expect(slider).toHaveAttribute('aria-valuetext', '100%');
    expect(screen.getByText('100%', { selector: 'p' })).toBeInTheDocument();
  });

  it("steps through chapters with Previous and Next, disabled at the ends, with 'Chapter n of m'", async () => {
    renderViewer();
    await screen.findByText('Chapter 1 of 3');
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();

    await userEvent.click(next);
    expect(screen.getByText('Chapter 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Chords' })).toBeInTheDocument();
    await userEvent.click(next);
    expect(screen.getByText('Chapter 3 of 3')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await userEvent.click(previous);
    expect(screen.getByText('Chapter 2 of 3')).toBeInTheDocument();

    await userEvent.click(within(chapterList()).getByRole('button', { name: '1. Introduction' }));
    expect(screen.getByText('Chapter 1 of 3')).toBeInTheDocument();
  });

  it("shows the 'Chord Progression' of the backing-track chapter on the Chords chapter: 32 bars, 4 a row", async () => {
    renderViewer();
    await screen.findByText('Chapter 1 of 3');
    expect(screen.queryByText('Chord Progression')).not.toBeInTheDocument();

    await userEvent.click(within(chapterList()).getByRole('button', { name: '2. Chords' }));

    const grid = screen.getByRole('group', { name: 'Chord Progression' });
    expect(grid.querySelectorAll('[data-bar-index]')).toHaveLength(32);
    expect(grid).toHaveStyle({ gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' });
  });

  it('plays a backing-track chapter with its chart and no video', async () => {
    renderViewer();
    await screen.findByText('Chapter 1 of 3');
    await userEvent.click(within(chapterList()).getByRole('button', { name: '3. Backing Track' }));

    expect(document.querySelector('video')).toBeNull();
    expect(document.querySelector('audio')).toHaveAttribute('src', '/api/media/tracks/t.mp3?sig=1');
  });

  it('opens downloads in a new tab and disables those the chapter lacks', async () => {
    renderViewer();
    await screen.findByText('Chapter 1 of 3');
    const pdf = screen.getByRole('link', { name: 'Download PDF Score' });
    expect(pdf).toHaveAttribute('href', COURSE.chapters[0]!.pdf_url);
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Download MusicXML' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Download PDF Score' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Download MusicXML' })).toHaveAttribute('target', '_blank');
  });

  it('asks a question in the forum with the prefilled subject and category songs', async () => {
    renderViewer();
    await screen.findByText('Chapter 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ask a question about this chapter' }));

    expect(probed()).toEqual({
      path: '/forum',
      state: { subject: 'Swing de Berlin - Intermediate - Chapter 2: Chords', category: 'songs' },
    });
  });

  it('offers the same course at another level in the same language', async () => {
    renderViewer();
    const link = await screen.findByRole('link', { name: 'Switch to Beginner Version' });
    expect(link).toHaveAttribute('href', '/courses/7');
    expect(screen.queryByRole('link', { name: 'Switch to Advanced Version' })).not.toBeInTheDocument();
  });

  it("says 'Course not found' for a 404", async () => {
    renderViewer(() => jsonResponse({ message: 'Course not found' }, 404));
    expect(await screen.findByText('Course not found')).toBeInTheDocument();
  });

  it("says 'Course not found' for an id that cannot exist, without asking", async () => {
    renderViewer(() => jsonResponse(COURSE), 'abc');
    expect(await screen.findByText('Course not found')).toBeInTheDocument();
  });

  it("shows the server's message in red for a member without a subscription", async () => {
    renderViewer(() => jsonResponse({ message: 'An active subscription is required' }, 403));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An active subscription is required');
    expect(getComputedStyle(alert).color).toBe('rgb(211, 47, 47)');
  });

  it("falls back to 'Failed to load course'", async () => {
    renderViewer(() => new Response('gateway down', { status: 502 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load course');
  });

  it('goes back to login silently on a 401', async () => {
    renderViewer(() => jsonResponse({ message: 'Authentication required' }, 401));
    await waitFor(() => expect(probed().path).toBe('/login?redirect=/courses/1'));
  });
});

describe('course viewer on a narrow screen', () => {
  it('shows the chapter panel open, and closes it when a chapter is chosen', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width:767.95px'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
    renderViewer();
    const toggle = await screen.findByRole('button', { name: 'Hide chapters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(within(chapterList()).getByRole('button', { name: '2. Chords' }));

    expect(screen.getByRole('button', { name: 'Show chapters' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Chapter 2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show chapters' }));
    expect(screen.getByRole('button', { name: 'Hide chapters' })).toHaveAttribute('aria-expanded', 'true');
  });
});
