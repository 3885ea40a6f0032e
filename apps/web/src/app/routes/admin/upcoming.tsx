import { UpcomingCoursesPage } from '../../../features/admin/components/upcoming-courses-page.tsx';

export function Component() {
  return <UpcomingCoursesPage />;
}
