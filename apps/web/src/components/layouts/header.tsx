import { AppBar, Box, Button, Container, Link, Toolbar, useMediaQuery } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { SCHOOL_NAME } from '@gjs/shared';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/session/use-auth.ts';
import { DesktopNav } from './desktop-nav.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { getNavItems } from './nav-items.ts';
import { frameTexts } from './frame-texts.ts';
import { useTexts } from '../../lib/i18n/texts.ts';
import { LanguageSwitch } from './language-switch.tsx';

/** Narrow screens are below 768 px; the theme's breakpoints do not have that step. */
export const NARROW_SCREEN_QUERY = '(max-width:767.95px)';
const onNarrowScreens = `@media ${NARROW_SCREEN_QUERY}`;
const onWideScreens = '@media (min-width:768px)';

export function Header() {
  const { user, logout } = useAuth();
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const texts = useTexts(frameTexts);
  const items = getNavItems(user, texts.nav);

  const renderAction = (close?: () => void) =>
    user ? (
      <Button
        variant="outlined"
        color="inherit"
        fullWidth={Boolean(close)}
        sx={{ px: { xs: 2, lg: 3 }, whiteSpace: 'nowrap' }}
        onClick={() => {
          close?.();
          void logout();
        }}
      >
        {texts.logout}
      </Button>
    ) : (
      <Button
        component={RouterLink}
        to={paths.pricing.getHref()}
        variant="contained"
        color="secondary"
        fullWidth={Boolean(close)}
        sx={{ px: { xs: 2, lg: 3 }, whiteSpace: 'nowrap' }}
        onClick={close}
      >
        {texts.register}
      </Button>
    );

  return (
    <AppBar position="sticky" color="primary" elevation={0}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2 }}>
          <Link
            component={RouterLink}
            to={paths.home.getHref()}
            color="inherit"
            underline="none"
            sx={{
              fontWeight: 700,
              fontSize: { xs: '1rem', lg: '1.15rem' },
              lineHeight: 1.2,
              mr: 'auto',
              // On a narrow desktop the name may take two lines rather than push the links out.
              maxWidth: { xs: 150, lg: 'none' },
            }}
          >
            {SCHOOL_NAME}
          </Link>
          {/* CSS picks the navigation, so that a server-rendered page has the right one before any script runs
              (the server cannot know the screen); once the browser knows it, the links of a phone's bar go. */}
          <Box sx={{ [onWideScreens]: { display: 'none' } }}>
            <MobileNav items={items} renderAction={renderAction} />
          </Box>
          {!narrow && (
            <Box sx={{ [onNarrowScreens]: { display: 'none' } }}>
              <DesktopNav items={items} action={renderAction()} />
            </Box>
          )}
          {!narrow && (
            <Box sx={{ [onNarrowScreens]: { display: 'none' }, fontSize: '0.875rem' }}>
              <LanguageSwitch />
            </Box>
          )}
        </Toolbar>
      </Container>
    </AppBar>
  );
}
