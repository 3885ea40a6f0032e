import { Container, Typography } from '@mui/material';
import { Outlet } from 'react-router';
import { SCHOOL_NAME } from '@gjs/shared';
import { paths } from '../../../config/paths.ts';
import { useUnreadContactCount } from '../../../features/admin/contact-inbox/api/contact-messages.ts';
import { AdminNav } from '../../../features/admin/common/components/admin-nav.tsx';

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

/** The console's frame; the staff guard above it keeps everyone else out (the API checks every call again). */
export function Component() {
  const unread = useUnreadContactCount();
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
