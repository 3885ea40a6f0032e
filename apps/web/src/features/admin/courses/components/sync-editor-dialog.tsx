import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { barAtTime, barMsAt, steadySyncPoints, type AdminChapter, type SyncPoint } from '@gjs/shared';
import { errorMessage } from '#lib/api-client.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { useChapterAsMember, useSaveSyncPoints } from '../api/chapter-sync.ts';
import { courseTexts } from '../lib/course-texts.ts';
import { formatSyncPoints, parseSyncPoints } from '../lib/sync-points-text.ts';

type SyncEditorDialogProps = { courseId: number; chapter: AdminChapter; onClose: () => void };

const MAX_BARS = 9999;

/**
 * The owner ties a chapter's score to its video or backing track (decision 0631): tap T on each bar's first beat
 * while the media plays, or fill in a steady tempo from an offset; adjust the list, preview the bar, save.
 */
export function SyncEditorDialog({ courseId, chapter, onClose }: SyncEditorDialogProps) {
  const texts = useTexts(courseTexts).sync;
  const member = useChapterAsMember(courseId, chapter.id);
  const save = useSaveSyncPoints();
  const mediaRef = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [text, setText] = useState<string | null>(null);
  const [steady, setSteady] = useState({ tempo: '120', offset: '0', bars: '32' });
  const [previewBar, setPreviewBar] = useState(1);

  const score = member.data?.score;
  const mediaUrl = member.data?.video_url ?? member.data?.backing_track_data?.audio_url ?? null;
  const listText = text ?? formatSyncPoints(score?.sync_points ?? []);
  const parsed = parseSyncPoints(listText);
  const points: SyncPoint[] = 'points' in parsed ? parsed.points : [];

  const tap = () => {
    const media = mediaRef.current;
    if (!media) return;
    const next = { bar: (points.at(-1)?.bar ?? -1) + 1, ms: Math.round(media.currentTime * 1000) };
    setText(formatSyncPoints([...points, next]));
  };
  const tapRef = useRef(tap);
  tapRef.current = tap;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.key.toLowerCase() !== 't' || target?.closest('input, textarea')) return;
      event.preventDefault();
      tapRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const fill = () => {
    const tempo = Number(steady.tempo);
    const bars = Math.min(MAX_BARS, Math.floor(Number(steady.bars)));
    const offset = Math.round(Number(steady.offset) * 1000);
    if (!(tempo > 0) || !(bars > 0) || !(offset >= 0)) return;
    const duration = (mediaRef.current?.duration ?? Infinity) * 1000;
    setText(
      formatSyncPoints(
        steadySyncPoints(tempo, offset, bars, Number.isFinite(duration) ? duration : Infinity),
      ),
    );
  };

  const onTime = () => {
    const media = mediaRef.current;
    if (media && points.length > 0) {
      setPreviewBar(
        barAtTime(media.currentTime * 1000, points, MAX_BARS, barMsAt(Number(steady.tempo) || 120)) + 1,
      );
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{texts.title(chapter.heading)}</DialogTitle>
      <DialogContent>
        {member.isPending && <Typography>{texts.loading}</Typography>}
        {member.error && <Alert severity="error">{errorMessage(member.error)}</Alert>}
        {member.data && !score && <Alert severity="info">{texts.noScore}</Alert>}
        {score && !mediaUrl && <Alert severity="info">{texts.noMedia}</Alert>}
        {score && mediaUrl && (
          <Stack spacing={2} sx={{ mt: 1 }}>
            {member.data?.video_url ? (
              <video
                ref={mediaRef}
                src={mediaUrl}
                controls
                onTimeUpdate={onTime}
                style={{ width: '100%', maxHeight: 300 }}
              />
            ) : (
              <audio ref={mediaRef} src={mediaUrl} controls onTimeUpdate={onTime} style={{ width: '100%' }} />
            )}
            <Typography variant="body2" color="text.secondary">
              {texts.tapHelp}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
              <Button variant="contained" onClick={tap}>
                {texts.tap((points.at(-1)?.bar ?? -1) + 2)}
              </Button>
              <Button onClick={() => setText('')}>{texts.startOver}</Button>
              <Typography role="status" sx={{ fontWeight: 700 }}>
                {texts.preview(previewBar)}
              </Typography>
            </Stack>
            <Typography variant="subtitle2">{texts.steady}</Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
              {(['tempo', 'offset', 'bars'] as const).map((field) => (
                <TextField
                  key={field}
                  size="small"
                  type="number"
                  label={texts[field]}
                  value={steady[field]}
                  onChange={(event) => setSteady({ ...steady, [field]: event.target.value })}
                  sx={{ width: 150 }}
                />
              ))}
              <Button onClick={fill}>{texts.fill}</Button>
            </Stack>
            <TextField
              label={texts.list}
              multiline
              minRows={4}
              maxRows={12}
              value={listText}
              onChange={(event) => setText(event.target.value)}
              error={'line' in parsed}
              helperText={'line' in parsed ? texts.badLine(parsed.line) : undefined}
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
            {save.error && <Alert severity="error">{errorMessage(save.error)}</Alert>}
            {save.data && (
              <Alert severity="success">
                {texts.saved(save.data.sync_points.length, save.data.bar_count)}
              </Alert>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.close}</Button>
        <Button
          variant="contained"
          disabled={!score || 'line' in parsed || save.isPending}
          onClick={() => save.mutate({ courseId, chapterId: chapter.id, points })}
        >
          {texts.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
