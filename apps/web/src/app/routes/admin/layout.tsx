import { Container, Typography } from '@mui/material';
import { Outlet } from 'react-router';
import { paths } from '#config/paths.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { useUnreadContactCount } from '#features/admin/contact-inbox/api/unread-count.ts';
import { useAdminTakes } from '#features/admin/takes/api/list-takes.ts';
import { AdminNav } from '#features/admin/common/components/admin-nav.tsx';
import { adminTexts, type AdminTexts } from '#features/admin/common/lib/admin-texts.ts';

const SECTIONS: { label: keyof AdminTexts['nav']['sections']; to: string }[] = [
  { label: 'courses', to: paths.adminCourses.getHref() },
  { label: 'upcoming', to: paths.adminUpcoming.getHref() },
  { label: 'backingTracks', to: paths.adminBackingTracks.getHref() },
  { label: 'members', to: paths.adminMembers.getHref() },
  { label: 'privateLessons', to: paths.adminPrivateLessons.getHref() },
  { label: 'takes', to: paths.adminTakes.getHref() },
  { label: 'inbox', to: paths.adminInbox.getHref() },
  { label: 'settings', to: paths.adminSettings.getHref() },
  { label: 'statistics', to: paths.adminStats.getHref() },
  { label: 'audit', to: paths.adminAudit.getHref() },
];

/** The console's frame; the staff guard above it keeps everyone else out (the API checks every call again). */
export function Component() {
  const texts = useTexts(adminTexts);
  const unread = useUnreadContactCount();
  const takes = useAdminTakes();
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <title>{texts.title}</title>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {texts.heading}
      </Typography>
      <AdminNav
        sections={SECTIONS.map(({ label, to }) => {
          const section = { label: texts.nav.sections[label], to };
          if (to === paths.adminTakes.getHref())
            return { ...section, badge: takes.data?.unread ?? 0, badgeLabel: texts.nav.unread };
          return to === paths.adminInbox.getHref()
            ? { ...section, badge: unread.data ?? 0, badgeLabel: texts.nav.unread }
            : section;
        })}
      />
      <Outlet />
    </Container>
  );
}
