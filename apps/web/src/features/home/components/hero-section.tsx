import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '#config/paths.ts';
import { homeTexts } from '../lib/home-texts.ts';
import { useTexts } from '#lib/i18n/texts.ts';

/** The hero; 'Start Free Trial' only for visitors (product 0420). */
export function HeroSection({ loggedIn }: { loggedIn: boolean }) {
  const { hero: texts } = useTexts(homeTexts);
  return (
    <Box
      component="section"
      aria-labelledby="hero-heading"
      sx={{
        color: '#fff',
        background:
          'radial-gradient(circle at 85% 15%, rgba(255, 160, 0, 0.28) 0, transparent 40%), linear-gradient(135deg, #013f39 0%, #027368 55%, #04917f 100%)',
        py: { xs: 8, md: 13 },
      }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography
          variant="overline"
          component="p"
          sx={{ color: 'secondary.light', fontWeight: 700, letterSpacing: 2, mb: 1 }}
        >
          {texts.overline}
        </Typography>
        <Typography
          id="hero-heading"
          variant="h1"
          sx={{
            fontSize: { xs: '2.25rem', sm: '3rem', md: '3.5rem' },
            fontWeight: 700,
            lineHeight: 1.15,
            mb: 3,
          }}
        >
          {texts.heading}
        </Typography>
        <Typography
          sx={{ fontSize: { xs: '1.05rem', md: '1.25rem' }, opacity: 0.92, maxWidth: 640, mx: 'auto', mb: 4 }}
        >
          {texts.intro}
        </Typography>
        {loggedIn ? (
          <Button
            component={RouterLink}
            to={paths.courses.getHref()}
            variant="contained"
            color="secondary"
            size="large"
          >
            {texts.continueLearning}
          </Button>
        ) : (
          <Button
            component={RouterLink}
            to={paths.pricing.getHref()}
            variant="contained"
            color="secondary"
            size="large"
            sx={{ fontSize: '1.1rem', px: 5, py: 1.5 }}
          >
            {texts.startTrial}
          </Button>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 3 }}
          sx={{ justifyContent: 'center', alignItems: 'center', mt: 4, opacity: 0.9 }}
        >
          {texts.facts.map((fact) => (
            <Stack key={fact} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CheckCircleIcon fontSize="small" sx={{ color: 'secondary.light' }} />
              <Typography variant="body2">{fact}</Typography>
            </Stack>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
