import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useAdminBackingTrack } from '../api/get-backing-track.ts';
import { useAdminBackingTracks } from '../api/get-backing-tracks.ts';
import { useDeleteBackingTrack } from '../api/delete-backing-track.ts';
import { useSaveBackingTrack } from '../api/save-backing-track.ts';
import { BackingTrackForm } from './backing-track-form.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { ListTable } from '../../common/components/list-table.tsx';
import { QueryStatus } from '../../common/components/query-status.tsx';

export function BackingTrackListPage({
  newHref,
  editHref,
}: {
  newHref: string;
  editHref: (id: number) => string;
}) {
  const tracks = useAdminBackingTracks();
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h2">
          Backing tracks
        </Typography>
        <Button variant="contained" component={RouterLink} to={newHref}>
          New backing track
        </Button>
      </Box>
      <QueryStatus query={tracks} loadingLabel="Loading backing tracks" />
      {tracks.data && (
        <ListTable
          label="Backing tracks"
          rows={tracks.data}
          columns={[
            { header: 'Name', cell: (t) => t.name },
            { header: 'Key', cell: (t) => t.key },
            { header: 'Tempo', cell: (t) => `${t.tempo} BPM` },
            { header: 'Bars', cell: (t) => t.chords.length },
            { header: 'Listed', cell: (t) => (t.is_listed ? 'Yes' : 'No (courses only)') },
            {
              header: 'Actions',
              align: 'right',
              cell: (t) => (
                <Button size="small" component={RouterLink} to={editHref(t.id)}>
                  Edit
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
  const save = useSaveBackingTrack();
  return (
    <Box>
      <Typography variant="h5" component="h2">
        New backing track
      </Typography>
      <BackingTrackForm
        submitLabel="Create backing track"
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
  const track = useAdminBackingTrack(trackId);
  const save = useSaveBackingTrack();
  const remove = useDeleteBackingTrack();
  const [saved, setSaved] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  if (track.isPending || track.error)
    return <QueryStatus query={track} loadingLabel="Loading backing track" />;
  const { id, audio_url, updated_at, ...input } = track.data;
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h2">
          {track.data.name}
        </Typography>
        <Button color="error" onClick={() => setConfirmDelete(true)}>
          Delete backing track
        </Button>
      </Box>
      <ConfirmDialog
        open={confirmDelete}
        title="Delete this backing track?"
        confirmLabel="Delete backing track"
        color="error"
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : undefined}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => remove.mutate(id, { onSuccess: onDeleted })}
      >
        It disappears from the Backing Tracks page, and course chapters that use it lose their track.
      </ConfirmDialog>
      <BackingTrackForm
        key={updated_at}
        initial={input}
        initialAudioUrl={audio_url}
        submitLabel="Save backing track"
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
          Backing track saved.
        </Alert>
      )}
    </Box>
  );
}
