import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTexts, type Translation } from '../../lib/i18n/texts.ts';
import { loopLinkPath, type LoopLink } from '../../lib/loop-link/loop-link.ts';
import { loopLinkCardTexts, type LoopLinkCardTexts } from './loop-link-card-texts.ts';

/** The bars and the tempo (or ramp) of a loop: 'Bars 5–8 at 85 %', 'Bar 3 from 70 % to 90 % by 5 %'. */
export function describeLoop(
  link: Pick<LoopLink, 'bars' | 'tempo' | 'ramp' | 'key'>,
  texts: Translation<LoopLinkCardTexts>,
): string {
  const parts: string[] = [];
  if (link.bars) {
    parts.push(
      link.bars.first === link.bars.last
        ? texts.bar(link.bars.first)
        : texts.bars(link.bars.first, link.bars.last),
    );
  }
  if (link.ramp) parts.push(texts.ramp(link.ramp.start, link.ramp.target, link.ramp.step));
  else if (link.tempo !== null) parts.push(texts.tempo(link.tempo));
  if (link.key) parts.push(texts.key(link.key));
  return parts.join(' ');
}

type LoopLinkCardProps = { link: LoopLink; trackName: string | undefined };

/**
 * A loop link in a forum text (decision 0630), shown as a small card naming the track, the bars and the tempo. It
 * is inline (a span) because it sits inside a paragraph of the text.
 */
export function LoopLinkCard({ link, trackName }: LoopLinkCardProps) {
  const texts = useTexts(loopLinkCardTexts);
  const detail = describeLoop(link, texts);
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
          {trackName ?? texts.track(link.track)}
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
