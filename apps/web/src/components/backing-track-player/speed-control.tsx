import { memo } from 'react';
import SpeedIcon from '@mui/icons-material/Speed';
import { Slider, Stack, Typography } from '@mui/material';
import { useTexts } from '../../lib/i18n/texts.ts';
import { playerTexts } from './player-texts.ts';

/** Backing-track speed: 0.5 to 2.0 in steps of 0.1, shown as '1.0x' (product 0423). */
export const MIN_RATE = 0.5;
export const MAX_RATE = 2;
export const RATE_STEP = 0.1;

/** Slider steps add up in binary fractions; a rate is kept to one decimal. */
export const roundRate = (rate: number) => Math.min(MAX_RATE, Math.max(MIN_RATE, Math.round(rate * 10) / 10));

type SpeedControlProps = { rate: number; onChange: (rate: number) => void };

export const SpeedControl = memo(function SpeedControl({ rate, onChange }: SpeedControlProps) {
  const texts = useTexts(playerTexts);
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center', flex: { xs: 1, sm: 'none' }, width: { sm: 240 } }}
    >
      <SpeedIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
      <Slider
        aria-label={texts.speed}
        size="small"
        min={MIN_RATE}
        max={MAX_RATE}
        step={RATE_STEP}
        marks={[{ value: 1 }]}
        value={rate}
        getAriaValueText={texts.rate}
        onChange={(_, value) => onChange(roundRate(value as number))}
        sx={{ flex: 1 }}
      />
      <Typography
        variant="body2"
        data-testid="speed-value"
        sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', minWidth: 34 }}
      >
        {texts.rate(rate)}
      </Typography>
    </Stack>
  );
});
