import { Container, Typography } from '@mui/material';
import { Navigate, Outlet, useLocation } from 'react-router';
import { SCHOOL_NAME } from '@gjs/shared';
import { paths } from '../../../config/paths.ts';
import { useUnreadContactCount } from '../../../features/admin/api/contact-messages.ts';
import { AdminNav } from '../../../features/admin/components/admin-nav.tsx';
import { useAuth } from '../../../lib/session/use-auth.ts';
import { PageLoading } from '../root.tsx';

const SECTIONS = [
  { label: 'Courses', to: paths.adminCourses.getHref() },
  { label: 'Upcoming', to: paths.adminUpcoming.getHref() },
  { label: 'Backing tracks', to: paths.adminBackingTracks.getHref() },
  { label: 'Members', to: paths.adminMembers.getHref() },
  { label: 'Private lessons', to: paths.adminPrivateLessons.getHref() },
  { label: 'Inbox', to: paths.adminInbox.getHref() },
  { label: 'Settings', to: paths.adminSettings.getHref() },
  { label: 'Statistics', to: paths.adminStats.getHref() },
  { label: 'Audit log', to: paths.adminAudit.getHref() },
];

/** Staff only (DECISIONS 8): a visitor goes to login and comes back, a member goes home. The API checks again. */
export function Component() {
  const { user, loading } = useAuth();
  const { pathname } = useLocation();
  const unread = useUnreadContactCount(Boolean(user?.is_staff));
  if (loading) return <PageLoading />;
  if (!user) return <Navigate replace to={paths.login.getHref(pathname)} />;
  if (!user.is_staff) return <Navigate replace to={paths.home.getHref()} />;
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <title>{`Admin | ${SCHOOL_NAME}`}</title>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Admin
      </Typography>
      <AdminNav
        sections={SECTIONS.map((s) =>
          s.to === paths.adminInbox.getHref() ? { ...s, badge: unread.data ?? 0, badgeLabel: 'unread' } : s,
        )}
      />
      <Outlet />
    </Container>
  );
}
