import { Navigate, useParams } from 'react-router';
import { CourseViewerPage } from '../../features/courses/components/course-viewer-page.tsx';
import { loginRedirectHref } from '../../features/courses/lib/login-redirect.ts';
import { useAuth } from '../../lib/session/use-auth.ts';
import { paths } from '../../config/paths.ts';
import { PageLoading } from './root.tsx';

/** Members only: a visitor goes to /login?redirect=/courses/{id} and comes back after signing in (spec §2). */
export function Component() {
  const { id = '' } = useParams();
  const { isAuthenticated, loading } = useAuth();

  if (loading) return <PageLoading />;
  if (!isAuthenticated) return <Navigate replace to={loginRedirectHref(paths.course.getHref(id))} />;
  return <CourseViewerPage key={id} courseId={id} />;
}
