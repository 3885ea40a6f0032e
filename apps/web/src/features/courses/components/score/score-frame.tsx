import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useTexts } from '#lib/i18n/texts.ts';
import { scoreTexts } from '../../lib/score-texts.ts';

/**
 * The height the score's drawing takes before alphaTab has drawn it, and at most after: the page below the score
 * (downloads, the forum question, the chapter's navigation) stays where it is while the score loads (decision 0631).
 */
export const SCORE_VIEW_HEIGHT = { xs: '70vh', sm: 600 } as const;

/** The score's region: its frame and heading, shared by the score and the placeholder shown while its code loads. */
export function ScoreFrame({ children }: { children: ReactNode }) {
  const texts = useTexts(scoreTexts);
  return (
    <Paper
      component="section"
      aria-label={texts.region}
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: 3 }}
      data-testid="score"
    >
      <Typography variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
        {texts.region}
      </Typography>
      {children}
    </Paper>
  );
}

/** The score's place while its code loads: the frame, the loading line and the drawing's reserved height. */
export function ScorePlaceholder() {
  const texts = useTexts(scoreTexts);
  return (
    <ScoreFrame>
      <Typography role="status" variant="body2" sx={{ fontWeight: 700 }}>
        {texts.loading}
      </Typography>
      <Box sx={{ height: SCORE_VIEW_HEIGHT, mt: 1.5 }} />
    </ScoreFrame>
  );
}
