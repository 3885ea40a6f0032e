import { memo } from 'react';
import RepeatIcon from '@mui/icons-material/Repeat';
import { Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import {
  barInChordList,
  chorusOf,
  type BarRange,
  type TrackTiming,
} from '../../lib/backing-track-timing/timing.ts';
import { useTexts, type Translation } from '../../lib/i18n/texts.ts';
import { playerTexts, type PlayerTexts } from './player-texts.ts';

/** 'Chorus 2 of 3 · Bar 5 of 32'; dashes while no bar is highlighted (intro, after a seek, after the end). */
export function statusText(bar: number | null, timing: TrackTiming, texts: Translation<PlayerTexts>): string {
  const chorus = bar === null ? '–' : String(chorusOf(bar, timing.barsPerChorus) + 1);
  const position = bar === null ? '–' : String(barInChordList(bar, timing.barsPerChorus) + 1);
  return texts.status(chorus, timing.repetitions, position, timing.barsPerChorus);
}

export function PlayerStatus({ bar, timing }: { bar: number | null; timing: TrackTiming }) {
  const texts = useTexts(playerTexts);
  return (
    <Typography
      data-testid="player-status"
      sx={{
        fontWeight: 700,
        fontVariantNumeric: 'tabular-nums',
        color: 'primary.main',
        bgcolor: 'rgba(2, 115, 104, 0.08)',
        px: 1.5,
        py: 0.5,
        borderRadius: 2,
        flexBasis: { xs: '100%', sm: 'auto' },
        textAlign: { xs: 'center', sm: 'left' },
      }}
    >
      {statusText(bar, timing, texts)}
    </Typography>
  );
}

export const LoopControl = memo(function LoopControl({
  loop,
  onChange,
}: {
  loop: boolean;
  onChange: (on: boolean) => void;
}) {
  const texts = useTexts(playerTexts);
  return (
    <FormControlLabel
      control={
        <Switch
          checked={loop}
          onChange={(event) => onChange(event.target.checked)}
          slotProps={{ input: { role: 'switch' } }}
        />
      }
      label={
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <RepeatIcon fontSize="small" aria-hidden />
          <span>{texts.loop}</span>
        </Stack>
      }
      sx={{ mr: 0 }}
    />
  );
});

type SelectionBarProps = { selection: BarRange | null; loop: boolean; onClear: () => void };

/** What the selection is and does, or how to make one. */
export function SelectionBar({ selection, loop, onClear }: SelectionBarProps) {
  const texts = useTexts(playerTexts);
  if (!selection) {
    return (
      <Typography variant="body2" color="text.secondary">
        {texts.hint}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" data-testid="selection-text" sx={{ fontWeight: 600 }}>
        {texts.selected(selection.start + 1, selection.end + 1, loop)}
      </Typography>
      <Button size="small" variant="outlined" onClick={onClear} sx={{ py: 0.25, px: 1.5 }}>
        {texts.clearSelection}
      </Button>
    </Stack>
  );
}
