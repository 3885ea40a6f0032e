import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import type { BackingTrack } from '@gjs/shared';
import { useTexts } from '#lib/i18n/texts.ts';
import { recorderTexts } from './recorder-texts.ts';
import { useTakeRecording, type Recording } from './use-take-recording.ts';

/** What the recorder hands over: the recording and the track it was played over. */
export interface RecordedTake extends Recording {
  track: BackingTrack | null;
  /** Beats per minute the track was played at. */
  playedTempo: number | null;
}

/** Reads a file's length from a media element; 0 when the browser cannot tell. */
function mediaLength(file: File): Promise<number> {
  return new Promise((resolve) => {
    const element = document.createElement(file.type.startsWith('video') ? 'video' : 'audio');
    const url = URL.createObjectURL(file);
    const done = (ms: number) => {
      URL.revokeObjectURL(url);
      resolve(ms);
    };
    element.preload = 'metadata';
    element.onloadedmetadata = () =>
      done(Number.isFinite(element.duration) ? Math.round(element.duration * 1000) : 0);
    element.onerror = () => done(0);
    element.src = url;
  });
}

/**
 * Records a take in the browser (camera and microphone, or the microphone) while a backing track plays, or takes an
 * uploaded file; shows a preview with "Record again" and "Discard". `onChange` gets the recording, or null.
 */
export function TakeRecorder({
  tracks = [],
  onChange,
}: {
  tracks?: BackingTrack[];
  onChange: (take: RecordedTake | null) => void;
}) {
  const texts = useTexts(recorderTexts);
  const [trackId, setTrackId] = useState<number | ''>('');
  const [tempo, setTempo] = useState(100);
  const [withCountIn, setWithCountIn] = useState(true);
  const [camera, setCamera] = useState(false);
  const [take, setTake] = useState<RecordedTake | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const track = tracks.find((t) => t.id === trackId) ?? null;
  const rate = Math.min(2, Math.max(0.5, tempo / 100));
  const recording = useTakeRecording((r) =>
    accept({ ...r, track, playedTempo: track ? Math.round(track.tempo * rate * 100) / 100 : null }),
  );
  const preview = useMemo(() => (take ? URL.createObjectURL(take.blob) : null), [take]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function accept(next: RecordedTake | null) {
    setTake(next);
    onChange(next);
  }

  async function upload(file: File) {
    const durationMs = await mediaLength(file);
    accept({
      blob: file,
      durationMs: Math.max(1, durationMs),
      offsetMs: 0,
      hasVideo: file.type.startsWith('video'),
      track: null,
      playedTempo: null,
    });
  }

  function record() {
    void recording.start({
      camera,
      countIn: withCountIn,
      track: track ? { audioUrl: track.audio_url, rate, tempo: track.tempo } : null,
    });
  }

  /** "Record again": the preview goes, and a new recording starts with the same settings. */
  function recordAgain() {
    accept(null);
    record();
  }

  const busy = recording.phase !== 'idle';
  return (
    <Stack spacing={2}>
      {!take && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={texts.track}
              value={trackId}
              onChange={(e) => setTrackId(e.target.value === '' ? '' : Number(e.target.value))}
              disabled={busy}
              sx={{ minWidth: 240 }}
              slotProps={{ select: { native: true } }}
            >
              <option value="">{texts.noTrack}</option>
              {tracks.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name} ({t.key})
                </option>
              ))}
            </TextField>
            <TextField
              type="number"
              label={texts.tempo}
              value={tempo}
              disabled={busy || !track}
              onChange={(e) => setTempo(Number(e.target.value) || 100)}
              slotProps={{ htmlInput: { min: 50, max: 200, step: 5 } }}
              sx={{ width: 120 }}
            />
          </Stack>
          <FormControlLabel
            control={
              <Switch
                checked={withCountIn}
                onChange={(e) => setWithCountIn(e.target.checked)}
                disabled={busy}
              />
            }
            label={texts.countIn}
          />
          <RadioGroup
            row
            aria-label={texts.source}
            value={camera ? 'camera' : 'mic'}
            onChange={(e) => setCamera(e.target.value === 'camera')}
          >
            <FormControlLabel value="camera" control={<Radio disabled={busy} />} label={texts.camera} />
            <FormControlLabel value="mic" control={<Radio disabled={busy} />} label={texts.micOnly} />
          </RadioGroup>
          {track && <Typography variant="body2">{texts.headphones}</Typography>}
          {recording.error && <Alert severity="error">{texts[recording.error]}</Alert>}
          <Box>
            {busy ? (
              <Button variant="contained" color="error" onClick={recording.stop}>
                {texts.stop}
              </Button>
            ) : (
              <Button variant="contained" onClick={record}>
                {texts.record}
              </Button>
            )}
            <Typography component="span" role="status" sx={{ ml: 2 }}>
              {recording.phase === 'counting'
                ? texts.counting
                : recording.phase === 'recording'
                  ? texts.recording(recording.elapsed)
                  : ''}
            </Typography>
          </Box>
          {!busy && (
            <Box>
              {/* A button that opens the hidden file field: a label with the button role is not allowed (axe). */}
              <Button variant="outlined" onClick={() => fileInput.current?.click()}>
                {texts.upload}
              </Button>
              <input
                ref={fileInput}
                hidden
                type="file"
                accept="audio/*,video/*"
                data-testid="take-file"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) void upload(file);
                }}
              />
            </Box>
          )}
        </>
      )}
      {take && preview && (
        <>
          {take.hasVideo ? (
            <video
              src={preview}
              controls
              aria-label={texts.preview}
              style={{ maxHeight: 300, maxWidth: '100%' }}
            />
          ) : (
            <audio src={preview} controls aria-label={texts.preview} />
          )}
          <Stack direction="row" spacing={1}>
            <Button onClick={recordAgain}>{texts.rerecord}</Button>
            <Button color="error" onClick={() => accept(null)}>
              {texts.discard}
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}
