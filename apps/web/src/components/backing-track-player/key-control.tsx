import { memo } from 'react';
import { Typography } from '@mui/material';
import { PRACTICE_KEY_MAX, PRACTICE_KEY_MIN } from '@gjs/shared';
import { useTexts } from '../../lib/i18n/texts.ts';
import type { MusicalKey } from '../../lib/transpose/transpose.ts';
import { audioTexts } from './audio-texts.ts';
import { LabelledSlider } from './labelled-slider.tsx';

type KeyControlProps = {
  semitones: number;
  /** The recorded key and the key it is moved to; null when the track's key is not known. */
  keys: { from: MusicalKey; to: MusicalKey } | null;
  onChange: (semitones: number) => void;
};

const named = (key: MusicalKey) => `${key.tonic} ${key.mode}`;

/** The key: -6 to +6 semitones, shown as the resulting key, "A minor → C minor" (decision 0313). */
export const KeyControl = memo(function KeyControl({ semitones, keys, onChange }: KeyControlProps) {
  const texts = useTexts(audioTexts);
  const result = keys ? texts.keyChange(named(keys.from), named(keys.to)) : texts.shift(semitones);
  return (
    <LabelledSlider
      label={texts.key}
      value={semitones}
      min={PRACTICE_KEY_MIN}
      max={PRACTICE_KEY_MAX}
      marks={[{ value: 0 }]}
      valueText={() => result}
      onChange={onChange}
    >
      <Typography variant="body2" data-testid="key-value" sx={{ fontWeight: 700 }}>
        {result}
      </Typography>
    </LabelledSlider>
  );
});
