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
import { useTexts, type Translation } from '../../lib/i18n/texts.ts';
import { playerTexts, type PlayerTexts } from './player-texts.ts';

export const DEFAULT_RAMP: Ramp = { start: 70, target: 100, step: 5, every: 1 };

/** "Tempo 75 %": the exact tempo, also between the speed slider's steps and while a ramp climbs. */
export function TempoReadout({ percent, counting }: { percent: number; counting: boolean }) {
  const texts = useTexts(playerTexts);
  return (
    <Typography
      variant="body2"
      role="status"
      data-testid="tempo-value"
      sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
    >
      {texts.tempo(percent, counting)}
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
export function rampProblem(ramp: Ramp, texts: Translation<PlayerTexts>['rampProblems']): string | null {
  const tempo = (value: number) =>
    Number.isInteger(value) && value >= PRACTICE_TEMPO_MIN && value <= PRACTICE_TEMPO_MAX;
  if (!tempo(ramp.start) || !tempo(ramp.target)) {
    return texts.tempos(PRACTICE_TEMPO_MIN, PRACTICE_TEMPO_MAX);
  }
  if (ramp.target <= ramp.start) return texts.target;
  if (!Number.isInteger(ramp.step) || ramp.step < 1 || ramp.step > PRACTICE_RAMP_STEP_MAX) {
    return texts.step(PRACTICE_RAMP_STEP_MAX);
  }
  if (!Number.isInteger(ramp.every) || ramp.every < 1 || ramp.every > PRACTICE_RAMP_EVERY_MAX) {
    return texts.every(PRACTICE_RAMP_EVERY_MAX);
  }
  return null;
}

const FIELDS = ['start', 'target', 'step', 'every'] as const;

type RampControlProps = { ramp: Ramp | null; onChange: (ramp: Ramp | null) => void };

/**
 * The tempo ramp: off, or start, target, step and how many repetitions per step. A ramp that cannot be used is
 * shown with its problem and not applied; the last usable one keeps playing.
 */
export function RampControl({ ramp, onChange }: RampControlProps) {
  const texts = useTexts(playerTexts);
  const problemOf = (candidate: Ramp) => rampProblem(candidate, texts.rampProblems);
  const [draft, setDraft] = useState<Record<keyof Ramp, string>>(() => toDraft(ramp ?? DEFAULT_RAMP));
  const parsed: Ramp = {
    start: Number(draft.start),
    target: Number(draft.target),
    step: Number(draft.step),
    every: Number(draft.every),
  };
  const problem = ramp ? problemOf(parsed) : null;
  const edit = (key: keyof Ramp, text: string) => {
    const next = { ...draft, [key]: text };
    setDraft(next);
    const candidate = {
      start: Number(next.start),
      target: Number(next.target),
      step: Number(next.step),
      every: Number(next.every),
    };
    if (ramp && problemOf(candidate) === null) onChange(candidate);
  };
  return (
    <Box>
      <LabelledSwitch
        label={texts.ramp}
        checked={ramp !== null}
        onChange={(on) => onChange(on && problemOf(parsed) === null ? parsed : on ? DEFAULT_RAMP : null)}
      />
      {ramp && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          {FIELDS.map((field) => (
            <TextField
              key={field}
              label={texts.rampFields[field]}
              type="number"
              size="small"
              value={draft[field]}
              onChange={(event) => edit(field, event.target.value)}
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
  const texts = useTexts(playerTexts);
  return <LabelledSwitch label={texts.countIn} checked={on} onChange={onChange} />;
}

/** Copies the loop link; where the clipboard is not available, shows the link to copy by hand. */
export function CopyLinkButton({ href }: { href: string }) {
  const texts = useTexts(playerTexts);
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
        {texts.copyLink}
      </Button>
      <Typography variant="body2" role="status" color="text.secondary" data-testid="copy-link-status">
        {state === 'copied' ? texts.linkCopied : state === 'manual' ? href : ''}
      </Typography>
    </Stack>
  );
}
