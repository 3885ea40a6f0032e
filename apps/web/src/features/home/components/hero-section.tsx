import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PLANS } from '@gjs/shared';
import { paths } from '../../../config/paths.ts';

const FACTS = [`${PLANS.pro.trialDays}-day free trial`, 'Lessons in English and German', 'Cancel monthly'];

/** The hero; 'Start Free Trial' only for visitors (decision 0420). */
export function HeroSection({ loggedIn }: { loggedIn: boolean }) {
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
          Online guitar school · Django Reinhardt style
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
          Learn To Play Gypsy Jazz Guitar
        </Typography>
        <Typography
          sx={{ fontSize: { xs: '1.05rem', md: '1.25rem' }, opacity: 0.92, maxWidth: 640, mx: 'auto', mb: 4 }}
        >
          Step-by-step video lessons from a professional musician: the songs, the rhythm and the techniques of
          gypsy jazz, taught note by note.
        </Typography>
        {loggedIn ? (
          <Button
            component={RouterLink}
            to={paths.courses.getHref()}
            variant="contained"
            color="secondary"
            size="large"
          >
            Continue Learning
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
            Start Free Trial
          </Button>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 3 }}
          sx={{ justifyContent: 'center', alignItems: 'center', mt: 4, opacity: 0.9 }}
        >
          {FACTS.map((fact) => (
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
