import { Badge, Tab, Tabs } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTexts } from '#lib/i18n/texts.ts';
import { adminTexts } from '../lib/admin-texts.ts';

/** `badge` is a count shown on the tab (e.g. unread messages), with `badgeLabel` naming it for screen readers. */
export type AdminSection = { label: string; to: string; badge?: number; badgeLabel?: string };

/** The console's sections as tabs; the current one is the longest prefix of the path. */
export function AdminNav({ sections }: { sections: AdminSection[] }) {
  const texts = useTexts(adminTexts);
  const { pathname } = useLocation();
  const current = sections
    .filter((s) => pathname === s.to || pathname.startsWith(`${s.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
  return (
    <Tabs
      value={current?.to ?? false}
      variant="scrollable"
      scrollButtons="auto"
      aria-label={texts.nav.label}
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
    >
      {sections.map((s) => (
        <Tab
          key={s.to}
          value={s.to}
          label={
            s.badge ? (
              <Badge badgeContent={s.badge} color="error" max={99} sx={{ pr: 1.5 }}>
                {/* The space keeps the shown text "Inbox 2" (not "Inbox2") inside the spoken name. */}
                {`${s.label} `}
              </Badge>
            ) : (
              s.label
            )
          }
          aria-label={
            s.badge ? texts.nav.badge(s.label, s.badge, s.badgeLabel ?? texts.nav.badgeNew) : undefined
          }
          component={RouterLink}
          to={s.to}
        />
      ))}
    </Tabs>
  );
}
