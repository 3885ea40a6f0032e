import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { TRACK_PART_NAMES, type TrackPartName } from '@gjs/shared';
import { errorMessage } from '#lib/api-client.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { FileUploadField } from '../../uploads/components/file-upload-field.tsx';
import { useSetTrackParts, useTrackParts } from '../api/track-parts.ts';
import { backingTrackTexts } from '../lib/backing-track-texts.ts';

type Draft = Partial<Record<TrackPartName, string>>;

/**
 * A track's parts (decision 0313): an audio upload per part, saved together; the server checks that each is audio
 * and as long as the track within 50 ms, and says which one is not.
 */
export function TrackPartsEditor({ trackId }: { trackId: number }) {
  const texts = useTexts(backingTrackTexts).parts;
  const parts = useTrackParts(trackId);
  const save = useSetTrackParts(trackId);
  const [draft, setDraft] = useState<Draft | null>(null);
  if (!parts.data) return null;
  const current: Draft =
    draft ?? Object.fromEntries(parts.data.map((part) => [part.name, part.audio] as const));
  const submit = () =>
    save.mutate(
      {
        parts: TRACK_PART_NAMES.flatMap((name) => (current[name] ? [{ name, audio: current[name] }] : [])),
      },
      { onSuccess: () => setDraft(null) },
    );
  return (
    <Box component="section" aria-label={texts.title} sx={{ mt: 4 }}>
      <Typography variant="h6" component="h3">
        {texts.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {texts.help}
      </Typography>
      <Stack spacing={2}>
        {TRACK_PART_NAMES.map((name) => (
          <FileUploadField
            key={name}
            label={texts.names[name]}
            kind="audio"
            value={current[name] ?? null}
            onChange={(key) => setDraft({ ...current, [name]: key ?? undefined })}
          />
        ))}
        {save.error && <Alert severity="error">{errorMessage(save.error)}</Alert>}
        {save.isSuccess && draft === null && <Alert severity="success">{texts.saved}</Alert>}
        <Box>
          <Button variant="outlined" onClick={submit} disabled={draft === null || save.isPending}>
            {texts.save}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
