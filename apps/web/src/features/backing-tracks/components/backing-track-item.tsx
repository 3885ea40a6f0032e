import { lazy, Suspense } from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import { Accordion, AccordionDetails, AccordionSummary, Box, Stack, Typography } from '@mui/material';
import type { BackingTrack } from '@gjs/shared';
import { useTexts } from '#lib/i18n/texts.ts';
import type { LoopLink } from '#lib/loop-link/loop-link.ts';
import { trackTitle } from '../lib/backing-track-list.ts';
import { backingTracksTexts } from '../lib/backing-tracks-texts.ts';

// The player, its practice tools and the chord chart load when a member opens a track, not with the page: a
// visitor never needs them, and the page's first load stays within its budget. Their translation loads after their
// code: their texts suspend until it is there (useTexts), under the same fallback.
const TrackPracticePlayer = lazy(() =>
  import('./track-practice-player.tsx').then((module) => ({ default: module.TrackPracticePlayer })),
);

type BackingTrackItemProps = {
  track: BackingTrack;
  expanded: boolean;
  onToggle: () => void;
  /** The loop link that opened this track, if any. */
  link?: LoopLink | null;
};

/** A row of the list: 'name - tempo BPM' and 'Key: key'; expanded, the track's player (mounted only while open). */
export function BackingTrackItem({ track, expanded, onToggle, link = null }: BackingTrackItemProps) {
  const texts = useTexts(backingTracksTexts);
  const summaryId = `backing-track-${track.id}`;
  return (
    <Accordion
      expanded={expanded}
      onChange={onToggle}
      disableGutters
      // Each track is a section of the page: its heading comes right below the page's h1.
      slots={{ heading: 'h2' }}
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{
        borderRadius: 3,
        '&:before': { display: 'none' },
        border: '1px solid',
        borderColor: expanded ? 'primary.main' : 'divider',
        boxShadow: expanded ? '0 6px 24px rgba(2, 115, 104, 0.12)' : 'none',
        overflow: 'hidden',
      }}
    >
      <AccordionSummary
        id={summaryId}
        aria-controls={`${summaryId}-player`}
        expandIcon={<ExpandMoreIcon />}
        sx={{ px: { xs: 1.5, sm: 2.5 }, py: 0.5 }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Box
            aria-hidden
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 40,
              height: 40,
              flexShrink: 0,
              borderRadius: '50%',
              bgcolor: expanded ? 'primary.main' : 'rgba(2, 115, 104, 0.1)',
              color: expanded ? 'primary.contrastText' : 'primary.main',
            }}
          >
            <GraphicEqIcon fontSize="small" />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>{trackTitle(track)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {texts.key(track.key)}
            </Typography>
          </Box>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${summaryId}-player`} sx={{ px: { xs: 1, sm: 2.5 }, pb: { xs: 1.5, sm: 2.5 } }}>
        <Suspense
          fallback={
            <Typography color="text.secondary" sx={{ py: 2 }}>
              {texts.loadingPlayer}
            </Typography>
          }
        >
          <TrackPracticePlayer track={track} link={link} />
        </Suspense>
      </AccordionDetails>
    </Accordion>
  );
}
