import DevicesIcon from '@mui/icons-material/Devices';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import TimerIcon from '@mui/icons-material/Timer';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '#config/paths.ts';
import { REGISTER_STATE } from '../lib/register-state.ts';
import { homeTexts } from '../lib/home-texts.ts';
import { useTexts } from '#lib/i18n/texts.ts';

/** 'What Do You Need?' with 'Start Now' for visitors only (product 0420). */
export function WhatYouNeedSection({ loggedIn }: { loggedIn: boolean }) {
  const { needs: texts } = useTexts(homeTexts);
  const needs = [
    { icon: <MusicNoteIcon />, text: texts.guitar },
    { icon: <DevicesIcon />, text: texts.device },
    { icon: <TimerIcon />, text: texts.time },
  ];
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
          {texts.heading}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ justifyContent: 'center', mb: 5 }}>
          {needs.map((need) => (
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
            {texts.startNow}
          </Button>
        )}
      </Container>
    </Box>
  );
}
