import type { ReactNode } from 'react';
import { useId } from 'react';
import { Box, Slider, Stack, Typography } from '@mui/material';

type LabelledSliderProps = {
  label: string;
  value: number;
  min: number;
  max: number;
  marks: { value: number }[];
  /** What a screen reader says for a value. */
  valueText: (value: number) => string;
  onChange: (value: number) => void;
  /** Shown after the slider, on its line (a readout). */
  after?: ReactNode;
  /** Shown under the slider's line (a result or a note). */
  children?: ReactNode;
};

/** The player's practice sliders (tempo, key): a label, a small slider named by it, a readout or note with it. */
export function LabelledSlider({
  label,
  value,
  min,
  max,
  marks,
  valueText,
  onChange,
  after,
  children,
}: LabelledSliderProps) {
  const labelId = useId();
  return (
    <Box sx={{ width: { xs: '100%', sm: 320 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" id={labelId} sx={{ whiteSpace: 'nowrap' }}>
          {label}
        </Typography>
        <Slider
          aria-labelledby={labelId}
          size="small"
          min={min}
          max={max}
          step={1}
          marks={marks}
          value={value}
          getAriaValueText={valueText}
          onChange={(_, next) => onChange(next as number)}
          sx={{ flex: 1 }}
        />
        {after}
      </Stack>
      {children}
    </Box>
  );
}
