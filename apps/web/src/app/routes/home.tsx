import { useCourses } from '../../features/courses/api/get-courses.ts';
import { HomePage } from '../../features/home/components/home-page.tsx';
import { useAuth } from '../../lib/session/use-auth.ts';

export function Component() {
  const { isAuthenticated } = useAuth();
  // The public catalogue feeds the home page's structured data; without it the page simply lists no courses.
  const courses = useCourses();
  return <HomePage loggedIn={isAuthenticated} courses={courses.data ?? []} promoVideoUrl={null} />;
}
