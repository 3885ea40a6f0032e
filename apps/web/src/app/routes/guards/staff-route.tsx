import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '#config/paths.ts';
import { useAuth } from '#lib/session/use-auth.ts';
import { PageLoading } from '../root.tsx';

/** The one guard of the admin console: a visitor goes to login and comes back, a member goes home. */
export function StaffRoute() {
  const location = useLocation();
  const { user, loading } = useAuth();
  if (loading) return <PageLoading />;
  if (!user) return <Navigate replace to={paths.login.getHref(location.pathname + location.search)} />;
  if (!user.is_staff) return <Navigate replace to={paths.home.getHref()} />;
  return <Outlet />;
}
