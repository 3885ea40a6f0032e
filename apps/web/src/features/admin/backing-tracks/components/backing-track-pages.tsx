import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '#lib/api-client.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { backingTrackTexts } from '../lib/backing-track-texts.ts';
import { useAdminBackingTrack } from '../api/get-backing-track.ts';
import { useAdminBackingTracks } from '../api/get-backing-tracks.ts';
import { useDeleteBackingTrack } from '../api/delete-backing-track.ts';
import { useSaveBackingTrack } from '../api/save-backing-track.ts';
import { BackingTrackForm } from './backing-track-form.tsx';
import { TrackPartsEditor } from './track-parts-editor.tsx';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { ListTable } from '../../common/components/list-table.tsx';
import { QueryStatus } from '../../common/components/query-status.tsx';

export function BackingTrackListPage({
  newHref,
  editHref,
}: {
  newHref: string;
  editHref: (id: number) => string;
}) {
  const texts = useTexts(backingTrackTexts).list;
  const tracks = useAdminBackingTracks();
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h2">
          {texts.heading}
        </Typography>
        <Button variant="contained" component={RouterLink} to={newHref}>
          {texts.newTrack}
        </Button>
      </Box>
      <QueryStatus query={tracks} loadingLabel={texts.loading} />
      {tracks.data && (
        <ListTable
          label={texts.label}
          rows={tracks.data}
          columns={[
            { header: texts.name, cell: (t) => t.name },
            { header: texts.key, cell: (t) => t.key },
            { header: texts.tempo, cell: (t) => texts.bpm(t.tempo) },
            { header: texts.bars, cell: (t) => t.chords.length },
            { header: texts.listed, cell: (t) => (t.is_listed ? texts.yes : texts.coursesOnly) },
            {
              header: texts.actions,
              align: 'right',
              cell: (t) => (
                <Button size="small" component={RouterLink} to={editHref(t.id)}>
                  {texts.edit}
                </Button>
              ),
            },
          ]}
        />
      )}
    </Box>
  );
}

export function BackingTrackNewPage({ onCreated }: { onCreated: (id: number) => void }) {
  const texts = useTexts(backingTrackTexts).newPage;
  const save = useSaveBackingTrack();
  return (
    <Box>
      <Typography variant="h5" component="h2">
        {texts.heading}
      </Typography>
      <BackingTrackForm
        submitLabel={texts.create}
        error={save.error ? errorMessage(save.error) : undefined}
        onSubmit={(input) =>
          save.mutateAsync({ input }).then(
            (t) => onCreated(t.id),
            () => undefined,
          )
        }
      />
    </Box>
  );
}

export function BackingTrackEditPage({ trackId, onDeleted }: { trackId: number; onDeleted: () => void }) {
  const texts = useTexts(backingTrackTexts).editPage;
  const track = useAdminBackingTrack(trackId);
  const save = useSaveBackingTrack();
  const remove = useDeleteBackingTrack();
  const [saved, setSaved] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  if (track.isPending || track.error) return <QueryStatus query={track} loadingLabel={texts.loading} />;
  const { id, audio_url, updated_at, ...input } = track.data;
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h2">
          {track.data.name}
        </Typography>
        <Button color="error" onClick={() => setConfirmDelete(true)}>
          {texts.delete}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirmDelete}
        title={texts.deleteTitle}
        confirmLabel={texts.delete}
        color="error"
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : undefined}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => remove.mutate(id, { onSuccess: onDeleted })}
      >
        {texts.deleteText}
      </ConfirmDialog>
      <BackingTrackForm
        key={updated_at}
        initial={input}
        initialAudioUrl={audio_url}
        submitLabel={texts.save}
        error={save.error ? errorMessage(save.error) : undefined}
        onSubmit={(values) =>
          save.mutateAsync({ id, input: values }).then(
            () => setSaved(true),
            () => undefined,
          )
        }
      />
      {saved && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {texts.saved}
        </Alert>
      )}
      <TrackPartsEditor trackId={id} />
    </Box>
  );
}
