import { Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '#config/paths.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { backingTracksTexts } from '../lib/backing-tracks-texts.ts';

/** The page's heading and promise, the same for visitors and members. */
export function BackingTracksIntro() {
  const texts = useTexts(backingTracksTexts);
  return (
    <>
      <Typography variant="h3" component="h1" gutterBottom>
        {texts.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {texts.intro}
      </Typography>
    </>
  );
}

/** What a visitor sees in place of the tracks: the invitation to subscribe, and the way in for a member. */
export function SubscribeInvitation({ loginHref }: { loginHref: string }) {
  const { invitation: texts } = useTexts(backingTracksTexts);
  return (
    <Paper
      component="section"
      aria-labelledby="subscribe-to-play-along"
      variant="outlined"
      sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3, textAlign: 'center' }}
    >
      <Typography id="subscribe-to-play-along" variant="h5" component="h2" gutterBottom>
        {texts.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {texts.text}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to={paths.pricing.getHref()} variant="contained" color="secondary">
          {texts.startTrial}
        </Button>
        <Button component={RouterLink} to={loginHref} variant="outlined">
          {texts.login}
        </Button>
      </Stack>
    </Paper>
  );
}
