import type { ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import { NavLink } from 'react-router';
import type { NavItem } from './nav-items.ts';
import { frameTexts } from './frame-texts.ts';
import { useTexts } from '../../lib/i18n/texts.ts';

type DesktopNavProps = {
  items: NavItem[];
  /** Register or Logout, last in the navigation. */
  action: ReactNode;
};

/** The links in the bar; NavLink marks the current route with aria-current="page", which the style follows. */
export function DesktopNav({ items, action }: DesktopNavProps) {
  const texts = useTexts(frameTexts);
  return (
    <Stack
      component="nav"
      aria-label={texts.mainNavigation}
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center' }}
    >
      {items.map((item) => (
        <Button
          key={item.to}
          component={NavLink}
          to={item.to}
          end={item.to === '/'}
          color="inherit"
          sx={{
            // Between 768 px and the large breakpoint a member's six links and Logout must fit on one line.
            px: { xs: 1, lg: 1.5 },
            minWidth: 0,
            whiteSpace: 'nowrap',
            fontSize: { xs: '0.875rem', lg: '1rem' },
            '&:hover': { boxShadow: 'none', bgcolor: 'rgba(255, 255, 255, 0.12)' },
            '&[aria-current="page"]': {
              fontWeight: 700,
              // Darker than the bar, so that white text keeps 4.5:1 and more.
              bgcolor: 'rgba(0, 0, 0, 0.25)',
              boxShadow: 'inset 0 -3px 0 #FFA000',
            },
          }}
        >
          {item.label}
        </Button>
      ))}
      <Stack sx={{ pl: { xs: 0.5, lg: 1.5 } }}>{action}</Stack>
    </Stack>
  );
}
