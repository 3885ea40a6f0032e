import { memo, useState } from 'react';
import LinkIcon from '@mui/icons-material/Link';
import { Box, Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import {
  PRACTICE_RAMP_EVERY_MAX,
  PRACTICE_RAMP_STEP_MAX,
  PRACTICE_TEMPO_MAX,
  PRACTICE_TEMPO_MIN,
} from '@gjs/shared';
import type { Ramp } from '../../lib/backing-track-timing/ramp.ts';

export const DEFAULT_RAMP: Ramp = { start: 70, target: 100, step: 5, every: 1 };

/** "Tempo 75 %": the exact tempo, also between the speed slider's steps and while a ramp climbs. */
export function TempoReadout({ percent, counting }: { percent: number; counting: boolean }) {
  return (
    <Typography
      variant="body2"
      role="status"
      data-testid="tempo-value"
      sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
    >
      {counting ? `Count-in… · Tempo ${percent} %` : `Tempo ${percent} %`}
    </Typography>
  );
}

type SwitchProps = { label: string; checked: boolean; onChange: (on: boolean) => void };

const LabelledSwitch = memo(function LabelledSwitch({ label, checked, onChange }: SwitchProps) {
  return (
    <FormControlLabel
      control={
        <Switch
          size="small"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          slotProps={{ input: { role: 'switch' } }}
        />
      }
      label={label}
      sx={{ mr: 0 }}
    />
  );
});

/** Why a ramp cannot be used, in the words of the API's validation; null when it can. */
export function rampProblem(ramp: Ramp): string | null {
  const tempo = (value: number) =>
    Number.isInteger(value) && value >= PRACTICE_TEMPO_MIN && value <= PRACTICE_TEMPO_MAX;
  if (!tempo(ramp.start) || !tempo(ramp.target)) {
    return `Tempos must be whole percents from ${PRACTICE_TEMPO_MIN} to ${PRACTICE_TEMPO_MAX}.`;
  }
  if (ramp.target <= ramp.start) return 'The target tempo must be above the start tempo.';
  if (!Number.isInteger(ramp.step) || ramp.step < 1 || ramp.step > PRACTICE_RAMP_STEP_MAX) {
    return `Step must be 1 to ${PRACTICE_RAMP_STEP_MAX} %.`;
  }
  if (!Number.isInteger(ramp.every) || ramp.every < 1 || ramp.every > PRACTICE_RAMP_EVERY_MAX) {
    return `Repetitions must be 1 to ${PRACTICE_RAMP_EVERY_MAX}.`;
  }
  return null;
}

const FIELDS = [
  { key: 'start', label: 'From %' },
  { key: 'target', label: 'To %' },
  { key: 'step', label: 'Step %' },
  { key: 'every', label: 'Every (loops)' },
] as const;

type RampControlProps = { ramp: Ramp | null; onChange: (ramp: Ramp | null) => void };

/**
 * The tempo ramp: off, or start, target, step and how many repetitions per step. A ramp that cannot be used is
 * shown with its problem and not applied; the last usable one keeps playing.
 */
export function RampControl({ ramp, onChange }: RampControlProps) {
  const [draft, setDraft] = useState<Record<keyof Ramp, string>>(() => toDraft(ramp ?? DEFAULT_RAMP));
  const parsed: Ramp = {
    start: Number(draft.start),
    target: Number(draft.target),
    step: Number(draft.step),
    every: Number(draft.every),
  };
  const problem = ramp ? rampProblem(parsed) : null;
  const edit = (key: keyof Ramp, text: string) => {
    const next = { ...draft, [key]: text };
    setDraft(next);
    const candidate = {
      start: Number(next.start),
      target: Number(next.target),
      step: Number(next.step),
      every: Number(next.every),
    };
    if (ramp && rampProblem(candidate) === null) onChange(candidate);
  };
  return (
    <Box>
      <LabelledSwitch
        label="Tempo ramp"
        checked={ramp !== null}
        onChange={(on) => onChange(on && rampProblem(parsed) === null ? parsed : on ? DEFAULT_RAMP : null)}
      />
      {ramp && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          {FIELDS.map((field) => (
            <TextField
              key={field.key}
              label={field.label}
              type="number"
              size="small"
              value={draft[field.key]}
              onChange={(event) => edit(field.key, event.target.value)}
              sx={{ width: 104 }}
              slotProps={{ htmlInput: { inputMode: 'numeric', step: 1 } }}
            />
          ))}
        </Stack>
      )}
      {problem && (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.5 }}>
          {problem}
        </Typography>
      )}
    </Box>
  );
}

function toDraft(ramp: Ramp): Record<keyof Ramp, string> {
  return {
    start: String(ramp.start),
    target: String(ramp.target),
    step: String(ramp.step),
    every: String(ramp.every),
  };
}

export function CountInControl({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return <LabelledSwitch label="Count-in" checked={on} onChange={onChange} />;
}

/** Copies the loop link; where the clipboard is not available, shows the link to copy by hand. */
export function CopyLinkButton({ href }: { href: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(href);
      setState('copied');
    } catch {
      setState('manual');
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button size="small" variant="outlined" startIcon={<LinkIcon />} onClick={() => void copy()}>
        Copy link
      </Button>
      <Typography variant="body2" role="status" color="text.secondary" data-testid="copy-link-status">
        {state === 'copied' ? 'Link copied' : state === 'manual' ? href : ''}
      </Typography>
    </Stack>
  );
}
