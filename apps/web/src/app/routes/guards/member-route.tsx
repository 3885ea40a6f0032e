import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '#config/paths.ts';
import { useAuth } from '#lib/session/use-auth.ts';
import { useSessionEnded } from '#lib/session/use-session-ended.ts';
import { PageLoading } from '../root.tsx';

/**
 * The one guard of the members' area (course detail, forum, profile): a visitor goes to the login page and comes
 * back to the same address after signing in; a session that ends on one of these pages goes to /, where logout leads
 * anyway. The API checks every call again.
 */
export function MemberRoute() {
  const location = useLocation();
  const { isAuthenticated, loading } = useAuth();
  const sessionEnded = useSessionEnded();
  if (sessionEnded) return <Navigate replace to={paths.home.getHref()} />;
  if (loading) return <PageLoading />;
  if (!isAuthenticated) {
    return <Navigate replace to={paths.login.getHref(location.pathname + location.search)} />;
  }
  return <Outlet />;
}
