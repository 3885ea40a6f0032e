import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ChapterProgress, CourseProgress } from '@gjs/shared';
import { jsonResponse, stubFetch } from '#testing/fetch-mock.ts';
import { renderWithRouter } from '#testing/render.tsx';
import { makeCourse, makeCourseDetail } from '../testing/course-fixtures.ts';
import { CourseViewerPage } from './course-viewer-page.tsx';

const COURSE = makeCourseDetail();

const entry = (chapter_id: number, extra: Partial<ChapterProgress> = {}): ChapterProgress => ({
  chapter_id,
  position: 0,
  played: 0,
  done: false,
  done_at: null,
  updated_at: '2026-11-20T10:00:00.000Z',
  ...extra,
});

function renderViewer(progress: CourseProgress, route = '/courses/1') {
  let chapters = [...progress.chapters];
  const stub = stubFetch(({ url, method, body }) => {
    if (url === '/api/courses/') return jsonResponse([makeCourse({ id: 1, name: 'Swing de Berlin' })]);
    if (url === '/api/courses/1/') return jsonResponse(COURSE);
    if (url === '/api/progress/courses/1/') return jsonResponse({ course_id: 1, chapters });
    const doneCall = /^\/api\/progress\/chapters\/(\d+)\/done\/$/.exec(url);
    if (doneCall && method === 'PUT') {
      const id = Number(doneCall[1]);
      const { done } = body as { done: boolean };
      const stored = entry(id, { done, done_at: done ? '2026-11-21T10:00:00.000Z' : null });
      chapters = [...chapters.filter((c) => c.chapter_id !== id), stored];
      return jsonResponse(stored);
    }
    return jsonResponse({ message: 'Not Found' }, 404);
  });
  renderWithRouter(<></>, {
    route,
    routes: [{ path: '/courses/:id', element: <CourseViewerPage courseId="1" /> }],
  });
  return stub;
}

const chapterButton = (name: RegExp) =>
  within(screen.getByRole('list', { name: 'Chapters' })).getByRole('button', { name });

describe('course viewer: progress of a member', () => {
  it('ticks the chapters the member has done in the chapter list', async () => {
    renderViewer({ course_id: 1, chapters: [entry(12, { done: true })] });
    await waitFor(() => expect(chapterButton(/2\. Chords/)).toHaveTextContent('Done'));
    expect(chapterButton(/1\. Introduction/)).not.toHaveTextContent('Done');
  });

  it('opens the chapter a Continue link names', async () => {
    renderViewer({ course_id: 1, chapters: [] }, '/courses/1?chapter=12');
    expect(await screen.findByRole('heading', { level: 2, name: 'Chords' })).toBeInTheDocument();
    expect(screen.getByText('Chapter 2 of 3')).toBeInTheDocument();
  });

  it('marks a chapter done and takes it back with the toggle, ticking and unticking it', async () => {
    const { calls } = renderViewer({ course_id: 1, chapters: [] });
    const toggle = await screen.findByRole('button', { name: 'Mark as done' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await waitFor(() => expect(chapterButton(/1\. Introduction/)).toHaveTextContent('Done'));
    const pressed = screen.getByRole('button', { name: 'Done', pressed: true });
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ done: true });
    await userEvent.click(pressed);
    await waitFor(() => expect(chapterButton(/1\. Introduction/)).not.toHaveTextContent('Done'));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { done: true },
      { done: false },
    ]);
  });
});
