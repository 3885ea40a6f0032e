import { lazy, Suspense } from 'react';
import { coursesQueryOptions, useCourses } from '../../features/courses/api/get-courses.ts';
import { HomePage } from '../../features/home/components/home-page.tsx';
import { useSiteSettings } from '../../features/site-settings/api/get-site-settings.ts';
import { useAuth } from '../../lib/session/use-auth.ts';
import { prefetching } from '../page-loader.ts';

// A member's "Continue": its code and its call are loaded for signed-in users only.
const ContinueCourse = lazy(() =>
  import('../../features/courses/components/member-course-progress.tsx').then((m) => ({
    default: m.ContinueCourse,
  })),
);

/** The catalogue feeds the home page's structured data. */
export const loader = prefetching(coursesQueryOptions);

export function Component() {
  const { isAuthenticated } = useAuth();
  // The public catalogue feeds the home page's structured data; without it the page simply lists no courses.
  const courses = useCourses();
  // The promo video is the owner's choice (site settings); the overlay shows without a video while it loads.
  const settings = useSiteSettings();
  return (
    <HomePage
      loggedIn={isAuthenticated}
      courses={courses.data ?? []}
      promoVideoUrl={settings.data?.promo_video_url ?? null}
      promoStreamUrl={settings.data?.promo_stream_url ?? null}
      teacher={settings.data?.teacher}
      memberSlot={
        isAuthenticated && courses.data ? (
          <Suspense fallback={null}>
            <ContinueCourse courses={courses.data} contained />
          </Suspense>
        ) : null
      }
    />
  );
}
