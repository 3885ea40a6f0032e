import { UpcomingCoursesPage } from '#features/admin/courses/components/upcoming-courses-page.tsx';

export function Component() {
  return <UpcomingCoursesPage />;
}
