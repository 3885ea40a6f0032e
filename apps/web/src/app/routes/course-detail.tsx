import { useParams } from 'react-router';
import { coursesQueryOptions } from '../../features/courses/api/get-courses.ts';
import { courseQueryOptions } from '../../features/courses/api/get-course.ts';
import { courseProgressQueryOptions } from '../../features/courses/api/get-course-progress.ts';
import { courseSettingsQueryOptions } from '../../features/courses/api/course-settings.ts';
import { CourseViewerPage } from '../../features/courses/components/course-viewer-page.tsx';
import { isCourseId } from '../../features/courses/lib/course-id.ts';
import { loadScorePanel } from '../../features/courses/lib/load-score-panel.ts';
import { preloadScoreFiles } from '../../lib/score/alphatab-base.ts';
import { hasStoredSession } from '../../lib/storage.ts';
import type { PageLoader } from '../page-loader.ts';

/**
 * How long the course the loader fetched is kept without a page showing it: the page mounts once the session's
 * profile is in, after the course. The page itself keeps it no longer than it shows it (get-course.ts).
 */
const FETCHED_AHEAD_KEEP_MS = 30_000;

/**
 * With a stored session, the course page's data (the course, the catalogue, the member's progress and video speed)
 * is fetched while the session's profile loads, side by side, not one after another once the page has rendered; and
 * as soon as the course names a score for the chapter in the address, its files and the viewer's code load too
 * (decision 0209). A visitor without a session fetches nothing: the member guard sends them to log in.
 */
export const loader: PageLoader = async (queryClient, { params, request }) => {
  const id = params['id'] ?? '';
  if (!hasStoredSession() || !isCourseId(id)) return;
  const chapterId = Number(new URL(request.url).searchParams.get('chapter'));
  const course = queryClient
    .fetchQuery({ ...courseQueryOptions(id), gcTime: FETCHED_AHEAD_KEEP_MS })
    .then((detail) => {
      const score = detail.chapters.find((chapter) => chapter.id === chapterId)?.score;
      if (score) {
        preloadScoreFiles(score.url);
        void loadScorePanel();
      }
    })
    .catch(() => undefined);
  await Promise.all([
    course,
    queryClient.prefetchQuery(coursesQueryOptions),
    queryClient.prefetchQuery(courseProgressQueryOptions(id)),
    queryClient.prefetchQuery(courseSettingsQueryOptions(Number(id))),
  ]);
};

/** Members only (the member guard above it sends a visitor to /login?redirect=/courses/{id}). */
export function Component() {
  const { id = '' } = useParams();
  return <CourseViewerPage key={id} courseId={id} />;
}
