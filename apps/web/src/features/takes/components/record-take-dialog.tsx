import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { TAKE_NOTE_MAX, TAKE_TITLE_MAX } from '@gjs/shared';
import { TakeRecorder, type RecordedTake } from '#components/take-recorder/take-recorder.tsx';
import { errorMessage } from '#lib/api-client.ts';
import { backingTracksQueryOptions } from '#lib/backing-tracks-query.ts';
import { useMessageText } from '#lib/i18n/message-texts.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { useSendTake } from '../api/send-take.ts';
import { takesTexts } from '../lib/takes-texts.ts';

/** "Record a take": choose a track, record (or upload), preview, then send with a title and a note. */
export function RecordTakeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const texts = useTexts(takesTexts);
  const translate = useMessageText();
  const tracks = useQuery({ ...backingTracksQueryOptions, enabled: open });
  const send = useSendTake();
  const [recording, setRecording] = useState<RecordedTake | null>(null);
  const [title, setTitle] = useState('');
  const [note, setNote] = useState('');
  const [progress, setProgress] = useState(0);

  function close() {
    setRecording(null);
    setTitle('');
    setNote('');
    send.reset();
    onClose();
  }

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="record-take-title">
      <DialogTitle id="record-take-title">{texts.dialog}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TakeRecorder tracks={tracks.data ?? []} onChange={setRecording} />
          {recording && (
            <>
              <TextField
                label={texts.title}
                value={title}
                required
                onChange={(e) => setTitle(e.target.value)}
                slotProps={{ htmlInput: { maxLength: TAKE_TITLE_MAX } }}
              />
              <TextField
                label={texts.note}
                value={note}
                multiline
                minRows={2}
                onChange={(e) => setNote(e.target.value)}
                slotProps={{ htmlInput: { maxLength: TAKE_NOTE_MAX } }}
              />
            </>
          )}
          {send.isError && <Alert severity="error">{translate(errorMessage(send.error) ?? '')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{texts.cancel}</Button>
        <Button
          variant="contained"
          disabled={!recording || !title.trim() || send.isPending}
          onClick={() =>
            recording &&
            send.mutate(
              { recording, title: title.trim(), note: note.trim(), onProgress: setProgress },
              { onSuccess: close },
            )
          }
        >
          {send.isPending ? texts.sending(Math.round(progress * 100)) : texts.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
