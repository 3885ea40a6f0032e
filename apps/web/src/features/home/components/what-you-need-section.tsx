import DevicesIcon from '@mui/icons-material/Devices';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import TimerIcon from '@mui/icons-material/Timer';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { REGISTER_STATE } from '../lib/register-state.ts';

const NEEDS = [
  { icon: <MusicNoteIcon />, text: 'A guitar: an acoustic one will do to begin with' },
  { icon: <DevicesIcon />, text: 'A computer, tablet or phone with a browser' },
  { icon: <TimerIcon />, text: 'Twenty minutes a day, and the wish to swing' },
];

/** 'What Do You Need?' with 'Start Now' for visitors only (decision 0420). */
export function WhatYouNeedSection({ loggedIn }: { loggedIn: boolean }) {
  return (
    <Box
      component="section"
      aria-labelledby="needs-heading"
      sx={{
        py: { xs: 6, md: 9 },
        color: '#fff',
        background: 'linear-gradient(135deg, #013f39 0%, #027368 100%)',
      }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography
          id="needs-heading"
          variant="h2"
          sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 4 }}
        >
          What Do You Need?
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ justifyContent: 'center', mb: 5 }}>
          {NEEDS.map((need) => (
            <Stack key={need.text} spacing={1.5} sx={{ alignItems: 'center', flex: 1 }}>
              <Box
                sx={{
                  width: 52,
                  height: 52,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'rgba(255, 255, 255, 0.14)',
                  color: 'secondary.light',
                }}
              >
                {need.icon}
              </Box>
              <Typography sx={{ opacity: 0.95 }}>{need.text}</Typography>
            </Stack>
          ))}
        </Stack>
        {!loggedIn && (
          <Button
            component={RouterLink}
            to={paths.register.getHref()}
            state={REGISTER_STATE}
            variant="contained"
            color="secondary"
            size="large"
            sx={{ px: 5 }}
          >
            Start Now
          </Button>
        )}
      </Container>
    </Box>
  );
}
