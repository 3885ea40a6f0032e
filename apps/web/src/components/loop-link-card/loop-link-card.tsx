import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { describeLoop, loopLinkPath, type LoopLink } from '../../lib/loop-link/loop-link.ts';

type LoopLinkCardProps = { link: LoopLink; trackName: string | undefined };

/**
 * A loop link in a forum text (decision 0630), shown as a small card naming the track, the bars and the tempo. It
 * is inline (a span) because it sits inside a paragraph of the text.
 */
export function LoopLinkCard({ link, trackName }: LoopLinkCardProps) {
  const detail = describeLoop(link);
  return (
    <Box
      component={RouterLink}
      to={loopLinkPath(link)}
      data-testid="loop-link-card"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.5,
        maxWidth: '100%',
        my: 0.5,
        px: 1.5,
        py: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        color: 'text.primary',
        textDecoration: 'none',
        verticalAlign: 'middle',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <Box component="span" aria-hidden sx={{ display: 'inline-flex', color: 'primary.main' }}>
        <GraphicEqIcon fontSize="small" />
      </Box>
      <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', minWidth: 0 }}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {trackName ?? `Backing track ${link.track}`}
        </Typography>
        {detail && (
          <Typography component="span" variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
