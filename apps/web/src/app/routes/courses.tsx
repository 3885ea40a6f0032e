import { PageMetadata } from '../../components/seo/page-metadata.tsx';
import { siteOrigin } from '../../components/seo/site-origin.ts';
import { paths } from '../../config/paths.ts';
import { coursesQueryOptions, useCourses } from '../../features/courses/api/get-courses.ts';
import { upcomingCoursesQueryOptions } from '../../features/courses/api/get-upcoming-courses.ts';
import { CourseListPage } from '../../features/courses/components/course-list-page.tsx';
import { courseListTexts } from '../../features/courses/lib/course-list-texts.ts';
import { courseListStructuredData } from '../../features/courses/lib/structured-data.ts';
import { pathInLanguage } from '../../lib/i18n/language.ts';
import { useLanguage, useTexts } from '../../lib/i18n/texts.ts';
import { useAuth } from '../../lib/session/use-auth.ts';
import { prefetching } from '../page-loader.ts';
import { PageLoading } from './root.tsx';

export const loader = prefetching(coursesQueryOptions, upcomingCoursesQueryOptions);

export function Component() {
  const { user, loading } = useAuth();
  // The same cached query as the list below: the structured data names the courses the page shows.
  const courses = useCourses();
  const texts = useTexts(courseListTexts);
  const language = useLanguage();
  const path = paths.courses.getHref();
  return (
    <>
      <PageMetadata
        title={texts.title}
        description={texts.description}
        path={path}
        jsonLd={courseListStructuredData(siteOrigin(), courses.data ?? [], {
          name: texts.title,
          path: pathInLanguage(path, language),
        })}
      />
      {/* The filters start from the member's profile, so wait for the session; a new user starts afresh. */}
      {loading ? <PageLoading /> : <CourseListPage key={user?.id ?? 'visitor'} user={user} />}
    </>
  );
}
