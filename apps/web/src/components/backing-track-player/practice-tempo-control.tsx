import { memo, useId } from 'react';
import { Box, Slider, Stack, Typography } from '@mui/material';
import { useTexts } from '../../lib/i18n/texts.ts';
import { audioTexts } from './audio-texts.ts';
import { playerTexts } from './player-texts.ts';
import { MIN_RATE } from './speed-control.tsx';

/** The practice tempo (decision 0313): 25 to 150 %, below the spec's speed slider, which stays 0.5x to 2.0x. */
export const PRACTICE_TEMPO_CONTROL_MIN = 25;
export const PRACTICE_TEMPO_CONTROL_MAX = 150;

type PracticeTempoControlProps = { percent: number; onChange: (percent: number) => void };

/** What the note under the two tempo controls says about how they relate at this tempo. */
export function tempoRelation(percent: number): 'below' | 'above' | 'same' {
  if (percent < MIN_RATE * 100) return 'below';
  if (percent > PRACTICE_TEMPO_CONTROL_MAX) return 'above';
  return 'same';
}

export const PracticeTempoControl = memo(function PracticeTempoControl({
  percent,
  onChange,
}: PracticeTempoControlProps) {
  const texts = useTexts(audioTexts);
  const playerText = useTexts(playerTexts);
  const relation = tempoRelation(percent);
  const labelId = useId();
  return (
    <Box sx={{ width: { xs: '100%', sm: 320 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" id={labelId} sx={{ whiteSpace: 'nowrap' }}>
          {texts.practiceTempo}
        </Typography>
        <Slider
          aria-labelledby={labelId}
          size="small"
          min={PRACTICE_TEMPO_CONTROL_MIN}
          max={PRACTICE_TEMPO_CONTROL_MAX}
          step={1}
          marks={[{ value: 50 }, { value: 100 }]}
          value={Math.min(percent, PRACTICE_TEMPO_CONTROL_MAX)}
          getAriaValueText={texts.percent}
          onChange={(_, value) => onChange(value as number)}
          sx={{ flex: 1 }}
        />
        <Typography
          variant="body2"
          data-testid="practice-tempo-value"
          sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', minWidth: 44 }}
        >
          {texts.percent(Math.min(percent, PRACTICE_TEMPO_CONTROL_MAX))}
        </Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary" data-testid="tempo-relation">
        {relation === 'below'
          ? texts.belowSlider(percent)
          : relation === 'above'
            ? texts.aboveControl(playerText.rate(percent / 100))
            : texts.sameTempo}
      </Typography>
    </Box>
  );
});
