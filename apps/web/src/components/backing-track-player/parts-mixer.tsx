import { memo } from 'react';
import { Box, Slider, Stack, ToggleButton, Typography } from '@mui/material';
import type { PartMix, TrackMix, TrackPart } from '@gjs/shared';
import { useTexts } from '../../lib/i18n/texts.ts';
import { audioTexts } from './audio-texts.ts';

type PartsMixerProps = { parts: TrackPart[]; mix: TrackMix; onChange: (mix: TrackMix) => void };

const DEFAULT_PART: PartMix = { volume: 1, mute: false, solo: false };

/** Mute, solo and a volume for each part of the track (decision 0313). */
export const PartsMixer = memo(function PartsMixer({ parts, mix, onChange }: PartsMixerProps) {
  const texts = useTexts(audioTexts);
  if (parts.length === 0) return null;
  const change = (part: TrackPart, patch: Partial<PartMix>) =>
    onChange({ ...mix, [part.name]: { ...DEFAULT_PART, ...mix[part.name], ...patch } });
  return (
    <Box role="group" aria-label={texts.parts} data-testid="parts-mixer" sx={{ width: '100%' }}>
      <Typography variant="subtitle2">{texts.parts}</Typography>
      {parts.map((part) => {
        const current = { ...DEFAULT_PART, ...mix[part.name] };
        const name = texts.partNames[part.name];
        return (
          <Stack key={part.name} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ width: 120 }}>
              {name}
            </Typography>
            <ToggleButton
              value="mute"
              size="small"
              selected={current.mute}
              aria-label={texts.mute(name)}
              onChange={() => change(part, { mute: !current.mute })}
            >
              M
            </ToggleButton>
            <ToggleButton
              value="solo"
              size="small"
              selected={current.solo}
              aria-label={texts.solo(name)}
              onChange={() => change(part, { solo: !current.solo })}
            >
              S
            </ToggleButton>
            <Slider
              size="small"
              min={0}
              max={1}
              step={0.05}
              value={current.volume}
              aria-label={texts.volume(name)}
              onChange={(_, value) => change(part, { volume: value as number })}
              sx={{ maxWidth: 200 }}
            />
          </Stack>
        );
      })}
    </Box>
  );
});
