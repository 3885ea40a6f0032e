import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { SCHOOL_NAME } from '@gjs/shared';
import { paths } from '../../config/paths.ts';
import { useTexts } from '../../lib/i18n/texts.ts';
import { frameTexts } from './frame-texts.ts';
import { LanguageSwitch } from './language-switch.tsx';

export const CANCELLATION_LINK_LABEL = 'Verträge hier kündigen';

const FOOTER_LINKS = [
  { label: 'contact', to: paths.contact.getHref() },
  { label: 'imprint', to: paths.imprint.getHref() },
  { label: 'terms', to: paths.terms.getHref() },
  { label: 'privacy', to: paths.privacy.getHref() },
] as const;

const PATHS_WITHOUT_FOOTER = [paths.courses.path, paths.backingTracks.path];

/** The course and backing-track screens use the whole height, so they go without the footer (product 0420). */
export function isFooterShown(pathname: string): boolean {
  return !PATHS_WITHOUT_FOOTER.some((prefix) => pathname.startsWith(prefix));
}

export function Footer() {
  const texts = useTexts(frameTexts);
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.300', py: 4, mt: 'auto' }}>
      <Container>
        <Stack
          component="nav"
          aria-label={texts.footerNavigation}
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', justifyContent: 'center', columnGap: 3, rowGap: 1, mb: 2 }}
        >
          {FOOTER_LINKS.map((link) => (
            <Link key={link.to} component={RouterLink} to={link.to} color="inherit" underline="hover">
              {texts[link.label]}
            </Link>
          ))}
          {/* §312k BGB: the cancellation button must be reachable from every page (decision 0417), in German. */}
          <Link
            component={RouterLink}
            to={paths.cancellation.getHref()}
            color="inherit"
            underline="hover"
            lang="de"
          >
            {CANCELLATION_LINK_LABEL}
          </Link>
          <LanguageSwitch />
        </Stack>
        <Typography variant="body2" align="center">
          {texts.allRightsReserved(new Date().getFullYear(), SCHOOL_NAME)}
        </Typography>
      </Container>
    </Box>
  );
}

/** Where the footer is hidden (course and backing-track screens), a one-line bar keeps the cancellation link. */
export function CancellationBar() {
  return (
    <Box
      component="nav"
      // eslint-disable-next-line no-restricted-syntax -- the §312k cancellation link is German on every page
      aria-label="Kündigung"
      sx={{ bgcolor: 'grey.900', py: 0.5, textAlign: 'center', mt: 'auto', fontSize: '0.8125rem' }}
    >
      <Link
        component={RouterLink}
        to={paths.cancellation.getHref()}
        underline="hover"
        sx={{ color: 'grey.300' }}
        lang="de"
      >
        {CANCELLATION_LINK_LABEL}
      </Link>
    </Box>
  );
}
