import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTexts } from '#lib/i18n/texts.ts';
import type { MatchedScoreLink } from '#lib/loop-link/score-link.ts';
import { describeLoop } from './loop-link-card.tsx';
import { loopLinkCardTexts } from './loop-link-card-texts.ts';

type ScoreLinkCardProps = { link: MatchedScoreLink; href: string; courseName: string | undefined };

/**
 * A score link in a forum text (decision 0631), shown like a loop link: a small card naming the course, the bars and
 * the tempo. Inline (a span) because it sits inside a paragraph.
 */
export function ScoreLinkCard({ link, href, courseName }: ScoreLinkCardProps) {
  const texts = useTexts(loopLinkCardTexts);
  const detail = describeLoop({ bars: link.bars, tempo: link.tempo, ramp: null }, texts);
  return (
    <Box
      component={RouterLink}
      to={href}
      data-testid="score-link-card"
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
        <LibraryMusicIcon fontSize="small" />
      </Box>
      <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', minWidth: 0 }}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {texts.score(courseName ?? texts.course(link.course))}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          {detail}
        </Typography>
      </Box>
    </Box>
  );
}
