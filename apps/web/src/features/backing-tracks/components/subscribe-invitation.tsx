import { Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** The page's heading and promise, the same for visitors and members. */
export function BackingTracksIntro() {
  return (
    <>
      <Typography variant="h3" component="h1" gutterBottom>
        Backing Tracks
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Play along with a la pompe rhythm. Slow a track down, select a few bars and loop them until the
        passage sits.
      </Typography>
    </>
  );
}

/** What a visitor sees in place of the tracks: the invitation to subscribe, and the way in for a member. */
export function SubscribeInvitation({ loginHref }: { loginHref: string }) {
  return (
    <Paper
      component="section"
      aria-labelledby="subscribe-to-play-along"
      variant="outlined"
      sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3, textAlign: 'center' }}
    >
      <Typography id="subscribe-to-play-along" variant="h5" component="h2" gutterBottom>
        Subscribe to play along
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Members play every backing track of the school with its chord chart following the music bar by bar, at
        the tempo and in the loop they choose.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to={paths.pricing.getHref()} variant="contained" color="secondary">
          Start Free Trial
        </Button>
        <Button component={RouterLink} to={loginHref} variant="outlined">
          Log in
        </Button>
      </Stack>
    </Paper>
  );
}
