import { memo } from 'react';
import { Typography } from '@mui/material';
import { useTexts } from '../../lib/i18n/texts.ts';
import { audioTexts } from './audio-texts.ts';
import { LabelledSlider } from './labelled-slider.tsx';
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
  const shown = Math.min(percent, PRACTICE_TEMPO_CONTROL_MAX);
  return (
    <LabelledSlider
      label={texts.practiceTempo}
      value={shown}
      min={PRACTICE_TEMPO_CONTROL_MIN}
      max={PRACTICE_TEMPO_CONTROL_MAX}
      marks={[{ value: 50 }, { value: 100 }]}
      valueText={texts.percent}
      onChange={onChange}
      after={
        <Typography
          variant="body2"
          data-testid="practice-tempo-value"
          sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', minWidth: 44 }}
        >
          {texts.percent(shown)}
        </Typography>
      }
    >
      <Typography variant="caption" color="text.secondary" data-testid="tempo-relation">
        {relation === 'below'
          ? texts.belowSlider(percent)
          : relation === 'above'
            ? texts.aboveControl(playerText.rate(percent / 100))
            : texts.sameTempo}
      </Typography>
    </LabelledSlider>
  );
});
