import { useState } from 'react';
import { Alert, Box, Button, IconButton, Link, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Link as RouterLink } from 'react-router';
import { TakeRecorder, type RecordedTake } from '#components/take-recorder/take-recorder.tsx';
import { formatMs } from '#components/take-waveform/format-ms.ts';
import { TakeView } from '#components/take-view/take-view.tsx';
import { errorMessage } from '#lib/api-client.ts';
import { useMessageText } from '#lib/i18n/message-texts.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { useAnswerTake } from '../api/answer-take.ts';
import { useAdminTake } from '../api/get-take.ts';
import { useRemarks } from '../api/remarks.ts';
import { useTeacherReply } from '../api/reply.ts';
import { adminTakesTexts } from '../lib/takes-texts.ts';

/** A take for the teacher: remarks at a moment (click or M while playing), a recorded answer, marking answered. */
export function TakeReviewPage({ id, backHref }: { id: number; backHref: string }) {
  const texts = useTexts(adminTakesTexts);
  const translate = useMessageText();
  const take = useAdminTake(id);
  const remarks = useRemarks(id);
  const answer = useAnswerTake(id);
  const reply = useTeacherReply(id);
  const [moment, setMoment] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [recording, setRecording] = useState<RecordedTake | null>(null);
  // A saved answer leaves the recorder empty for the next one.
  const [recorderKey, setRecorderKey] = useState(0);
  const failure = [remarks.add, answer.record, answer.markAnswered].find((m) => m.isError)?.error;

  if (!take.data) return <Typography>{texts.loading}</Typography>;
  return (
    <Stack spacing={3}>
      <Link component={RouterLink} to={backHref}>
        {texts.back}
      </Link>
      <Typography variant="h5" component="h2">
        {take.data.title} · {take.data.student.username} · {texts.state[take.data.state]}
      </Typography>
      <TakeView
        take={take.data}
        mine="teacher"
        onMark={setMoment}
        onReply={(t) => reply.mutateAsync(t)}
        remarkActions={(remarkId) => (
          <IconButton aria-label={texts.removeRemark} onClick={() => remarks.remove.mutate(remarkId)}>
            <DeleteIcon />
          </IconButton>
        )}
      />
      {moment !== null && (
        <Stack
          component="form"
          direction="row"
          spacing={1}
          onSubmit={(e) => {
            e.preventDefault();
            if (!text.trim()) return;
            remarks.add.mutate(
              { time_ms: moment, text: text.trim() },
              { onSuccess: () => (setText(''), setMoment(null)) },
            );
          }}
        >
          <TextField
            autoFocus
            size="small"
            fullWidth
            label={texts.remarkAt(formatMs(moment))}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" variant="contained">
            {texts.addRemark}
          </Button>
        </Stack>
      )}
      <Box>
        <Typography variant="h6" component="h3" gutterBottom>
          {texts.answer}
        </Typography>
        <TakeRecorder key={recorderKey} onChange={setRecording} />
        {recording && (
          <Button
            sx={{ mt: 1 }}
            variant="contained"
            disabled={answer.record.isPending}
            onClick={() =>
              answer.record.mutate(recording, {
                onSuccess: () => {
                  setRecording(null);
                  setRecorderKey((k) => k + 1);
                },
              })
            }
          >
            {texts.saveAnswer}
          </Button>
        )}
      </Box>
      {failure && <Alert severity="error">{translate(errorMessage(failure) ?? '')}</Alert>}
      {take.data.state === 'answered' ? (
        <Alert severity="success">{texts.answered}</Alert>
      ) : (
        <Button
          variant="contained"
          color="success"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => answer.markAnswered.mutate()}
        >
          {texts.markAnswered}
        </Button>
      )}
    </Stack>
  );
}
