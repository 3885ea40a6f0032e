import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  adminBackingTrackInputSchema,
  chordBarSchema,
  formatChordChart,
  parseChordChart,
  type AdminBackingTrackInput,
} from '@gjs/shared';
import { BackingTrackPlayer } from '#components/backing-track-player/backing-track-player.tsx';
import { FormTextField } from '#components/ui/form-text-field.tsx';
import { useTexts } from '#lib/i18n/texts.ts';
import { backingTrackTexts } from '../lib/backing-track-texts.ts';
import { ChordChartEditor } from './chord-chart-editor.tsx';
import { FileUploadField } from '../../uploads/components/file-upload-field.tsx';
import { TapAlong } from './tap-along.tsx';
import { useMessageText } from '#lib/i18n/message-texts.ts';

/** The contract, with the chart as the text the owner types; `chartError` says what a chart must be. */
const formSchema = (chartError: string) =>
  adminBackingTrackInputSchema.omit({ chords: true }).extend({
    chordText: z.string().refine((text) => {
      const bars = parseChordChart(text);
      return (
        bars.length > 0 && bars.length <= 256 && bars.every((bar) => chordBarSchema.safeParse(bar).success)
      );
    }, chartError),
  });
type FormValues = z.infer<ReturnType<typeof formSchema>>;

type BackingTrackFormProps = {
  initial?: AdminBackingTrackInput;
  /** A playable URL of the initial audio (signed), for the tap-along and the preview. */
  initialAudioUrl?: string | undefined;
  submitLabel: string;
  error?: string | undefined;
  onSubmit: (input: AdminBackingTrackInput) => Promise<unknown>;
};

const EMPTY: AdminBackingTrackInput = {
  name: '',
  key: '',
  tempo: 120,
  starttime: 0,
  repetitions: 1,
  chords: [],
  audio: '',
  is_listed: true,
};

/** Name, key, timing, audio and chord chart of a track, with tap-along timing and a preview in the real player. */
export function BackingTrackForm({
  initial = EMPTY,
  initialAudioUrl,
  submitLabel,
  error,
  onSubmit,
}: BackingTrackFormProps) {
  const texts = useTexts(backingTrackTexts).form;
  const translate = useMessageText();
  const { chords, ...rest } = initial;
  const schema = useMemo(() => formSchema(texts.chartError), [texts.chartError]);
  const form = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...rest, chordText: formatChordChart(chords) },
  });
  const { errors, isSubmitting } = form.formState;
  const [audioUrl, setAudioUrl] = useState(initialAudioUrl);
  const [preview, setPreview] = useState(false);
  const values = form.watch();
  const bars = parseChordChart(values.chordText);
  const number = { valueAsNumber: true } as const;

  return (
    <Box
      component="form"
      noValidate
      aria-label={texts.label}
      onSubmit={form.handleSubmit(({ chordText, ...input }) =>
        onSubmit({ ...input, chords: parseChordChart(chordText) }),
      )}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField label={texts.name} registration={form.register('name')} error={errors.name} required />
        <FormTextField
          label={texts.key}
          registration={form.register('key')}
          error={errors.key}
          required
          helperText={texts.keyHelp}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          label={texts.tempo}
          type="number"
          registration={form.register('tempo', number)}
          error={errors.tempo}
          slotProps={{ htmlInput: { step: 0.1 } }}
        />
        <FormTextField
          label={texts.starttime}
          type="number"
          registration={form.register('starttime', number)}
          error={errors.starttime}
          slotProps={{ htmlInput: { step: 0.01 } }}
        />
        <FormTextField
          label={texts.repetitions}
          type="number"
          registration={form.register('repetitions', number)}
          error={errors.repetitions}
        />
      </Stack>
      <Controller
        control={form.control}
        name="is_listed"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
            label={texts.listed}
          />
        )}
      />
      <Controller
        control={form.control}
        name="audio"
        render={({ field }) => (
          <FileUploadField
            label={texts.audio}
            kind="audio"
            value={field.value || null}
            removable={false}
            onChange={(key, result) => {
              field.onChange(key ?? '');
              if (result) setAudioUrl(result.url);
            }}
          />
        )}
      />
      {errors.audio && <Alert severity="error">{texts.audioMissing}</Alert>}
      <Controller
        control={form.control}
        name="chordText"
        render={({ field }) => (
          <ChordChartEditor
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.chordText?.message && translate(errors.chordText.message)}
          />
        )}
      />
      {audioUrl && (
        <Box sx={{ my: 2 }}>
          <TapAlong
            audioUrl={audioUrl}
            onApply={({ tempo, starttime }) => {
              form.setValue('tempo', tempo, { shouldValidate: true, shouldDirty: true });
              form.setValue('starttime', starttime, { shouldValidate: true, shouldDirty: true });
            }}
          />
        </Box>
      )}
      {audioUrl && bars.length > 0 && (
        <Box sx={{ my: 2 }}>
          <Button variant="outlined" onClick={() => setPreview((p) => !p)}>
            {preview ? texts.hidePreview : texts.showPreview}
          </Button>
          {preview && (
            <Box sx={{ mt: 2 }} aria-label={texts.previewLabel}>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {texts.previewNote}
              </Typography>
              <BackingTrackPlayer
                audioUrl={audioUrl}
                chords={bars}
                tempo={Number.isFinite(values.tempo) && values.tempo > 0 ? values.tempo : 120}
                starttime={Number.isFinite(values.starttime) && values.starttime >= 0 ? values.starttime : 0}
                repetitions={
                  Number.isInteger(values.repetitions) && values.repetitions > 0 ? values.repetitions : 1
                }
              />
            </Box>
          )}
        </Box>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ mt: 2 }}>
        {submitLabel}
      </Button>
    </Box>
  );
}
