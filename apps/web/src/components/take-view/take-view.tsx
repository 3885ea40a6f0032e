import { useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { REMARK_LEAD_IN_MS, takeBarStarts, type Take } from '@gjs/shared';
import { useTexts } from '#lib/i18n/texts.ts';
import { formatMs, TakeWaveform } from '../take-waveform/take-waveform.tsx';
import { takeViewTexts } from './take-view-texts.ts';

/** The take's timing for its bars, or null without a track. */
export function timingOfTake(take: Take) {
  if (!take.track) return null;
  return {
    offsetMs: take.offset_ms,
    playedTempo: take.played_tempo ?? take.track.tempo,
    trackTempo: take.track.tempo,
    starttime: take.track.starttime,
    barsPerChorus: take.track.bars_per_chorus,
    repetitions: take.track.repetitions,
    loop: take.loop,
  };
}

/**
 * In place of a player while the recording is remuxed (decision 0632): a recorder's WebM has no length and no seek
 * index until then, so the player waits for the processed file, a few seconds after the upload.
 */
function Preparing({ text }: { text: string }) {
  return (
    <Typography role="status" color="text.secondary" sx={{ py: 2 }}>
      {text}
    </Typography>
  );
}

/**
 * One take as both sides see it: the waveform with its bars and remark markers, the remarks in a list (a click plays
 * from a second before), the teacher's recorded answer and the reply thread. `mine` names the viewer's side. A
 * recording still being processed shows a status in place of its player; the caller's query asks again meanwhile
 * (`take-processing.ts`).
 */
export function TakeView({
  take,
  mine,
  onMark,
  onReply,
  remarkActions,
}: {
  take: Take;
  mine: 'student' | 'teacher';
  onMark?: (timeMs: number) => void;
  onReply: (text: string) => Promise<unknown>;
  remarkActions?: (remarkId: number) => ReactNode;
}) {
  const texts = useTexts(takeViewTexts);
  const [reply, setReply] = useState('');
  const [player, setPlayer] = useState<HTMLElement | null>(null);
  const timing = timingOfTake(take);
  const bars = timing
    ? takeBarStarts(take.media.duration_ms, timing).map((b) => ({
        timeMs: b.timeMs,
        label: texts.barLabel(b.bar),
      }))
    : [];
  const video = take.media.mime.startsWith('video/');

  function playFrom(timeMs: number) {
    const media = player?.querySelector('audio, video') as HTMLMediaElement | null;
    if (!media) return;
    media.currentTime = Math.max(0, timeMs - REMARK_LEAD_IN_MS) / 1000;
    void media.play();
  }

  return (
    <Stack spacing={2}>
      {take.track && (
        <Typography variant="body2" color="text.secondary">
          {texts.track(take.track.name, take.played_key ?? take.track.key, take.played_tempo)}
        </Typography>
      )}
      {take.note && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{take.note}</Typography>}
      <div ref={setPlayer}>
        {take.media.processing ? (
          <Preparing text={texts.preparing} />
        ) : (
          <TakeWaveform
            url={take.media.url}
            video={video}
            durationMs={take.media.duration_ms}
            bars={bars}
            markers={take.remarks.map((r) => ({ id: r.id, timeMs: r.time_ms, label: r.text }))}
            label={texts.recording(take.title)}
            {...(onMark ? { onMark } : {})}
          />
        )}
      </div>
      <Box>
        <Typography variant="h6" component="h3">
          {texts.remarks}
        </Typography>
        {take.remarks.length === 0 ? (
          <Typography color="text.secondary">{texts.noRemarks}</Typography>
        ) : (
          <List dense aria-label={texts.remarks}>
            {take.remarks.map((r) => (
              <ListItem
                key={r.id}
                disablePadding
                secondaryAction={remarkActions?.(r.id)}
                data-remark-ms={r.time_ms}
              >
                <ListItemButton onClick={() => playFrom(r.time_ms)}>
                  <ListItemText primary={r.text} secondary={texts.at(formatMs(r.time_ms), r.bar, r.chorus)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Box>
      {take.answer && (
        <Box>
          <Typography variant="h6" component="h3">
            {texts.answer}
          </Typography>
          {take.answer.processing ? (
            <Preparing text={texts.preparing} />
          ) : take.answer.mime.startsWith('video/') ? (
            <video
              src={take.answer.url}
              controls
              aria-label={texts.answerRecording}
              style={{ maxHeight: 360, maxWidth: '100%' }}
            />
          ) : (
            <audio src={take.answer.url} controls aria-label={texts.answerRecording} />
          )}
        </Box>
      )}
      <Box>
        <Typography variant="h6" component="h3">
          {texts.replies}
        </Typography>
        <List dense>
          {take.replies.map((r) => (
            <ListItem key={r.id}>
              <ListItemText
                primary={r.text}
                secondary={`${r.from_teacher === (mine === 'teacher') ? texts.you : r.from_teacher ? texts.teacher : (r.author?.username ?? '')} · ${new Date(r.created_at).toLocaleString()}`}
              />
            </ListItem>
          ))}
        </List>
        <Stack
          component="form"
          direction="row"
          spacing={1}
          onSubmit={(e) => {
            e.preventDefault();
            if (reply.trim()) void onReply(reply.trim()).then(() => setReply(''));
          }}
        >
          <TextField
            size="small"
            label={texts.reply}
            value={reply}
            onChange={(e) => setReply(e.target.value)}
            fullWidth
          />
          <Button type="submit" variant="outlined">
            {texts.send}
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
