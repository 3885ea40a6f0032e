import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import type WaveSurfer from 'wavesurfer.js';
import { REMARK_LEAD_IN_MS } from '@gjs/shared';
import { useTexts } from '#lib/i18n/texts.ts';
import { formatMs } from './format-ms.ts';
import { waveformTexts } from './waveform-texts.ts';

export interface WaveformMarker {
  id: number;
  timeMs: number;
  label: string;
}

/**
 * A take's player with its waveform (wavesurfer.js, loaded with this screen only), the bars of its track marked above
 * it and the remarks as markers on it (docs/decisions/0632-takes.md). A marker plays from a second before its moment.
 * `onMark` (the teacher) is called with the moment clicked on the waveform, or the moment "M" was pressed while
 * playing.
 */
export function TakeWaveform({
  url,
  video,
  durationMs,
  markers,
  bars,
  onMark,
  label,
}: {
  url: string;
  video: boolean;
  durationMs: number;
  markers: WaveformMarker[];
  bars: Array<{ timeMs: number; label: string }>;
  onMark?: (timeMs: number) => void;
  label: string;
}) {
  const texts = useTexts(waveformTexts);
  const container = useRef<HTMLDivElement>(null);
  const media = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const surfer = useRef<WaveSurfer | null>(null);
  const [playing, setPlaying] = useState(false);
  const markRef = useRef(onMark);
  markRef.current = onMark;

  useEffect(() => {
    let destroyed = false;
    void import('wavesurfer.js').then(({ default: WaveSurferClass }) => {
      if (destroyed || !container.current || !media.current) return;
      const ws = WaveSurferClass.create({
        container: container.current,
        media: media.current,
        height: 72,
        waveColor: '#5a8f8c',
        progressColor: '#1f5f5b',
        cursorColor: '#9a3412',
        interact: true,
      });
      ws.on('interaction', (seconds) => markRef.current?.(Math.round(seconds * 1000)));
      surfer.current = ws;
    });
    return () => {
      destroyed = true;
      surfer.current?.destroy();
      surfer.current = null;
    };
  }, [url]);

  function playFrom(timeMs: number) {
    const element = media.current;
    if (!element) return;
    element.currentTime = Math.max(0, timeMs - REMARK_LEAD_IN_MS) / 1000;
    void element.play();
  }

  function onKey(event: KeyboardEvent) {
    if (!onMark || event.key.toLowerCase() !== 'm' || !media.current) return;
    event.preventDefault();
    onMark(Math.round(media.current.currentTime * 1000));
  }

  const left = (timeMs: number) => `${Math.min(100, (timeMs / Math.max(1, durationMs)) * 100)}%`;
  const Media = video ? 'video' : 'audio';
  return (
    <Stack spacing={1} onKeyDown={onKey}>
      <Media
        ref={media}
        src={url}
        controls
        preload="auto"
        aria-label={label}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        style={video ? { maxHeight: 360, maxWidth: '100%' } : { width: '100%' }}
      />
      <Box sx={{ position: 'relative', pt: bars.length ? 2.5 : 0, pb: 3 }}>
        {bars.map((bar) => (
          <Box
            key={bar.timeMs}
            aria-hidden
            data-bar-ms={bar.timeMs}
            sx={{
              position: 'absolute',
              top: 0,
              bottom: 24,
              left: left(bar.timeMs),
              borderLeft: '1px dashed',
              borderColor: 'text.secondary',
              pl: 0.25,
              fontSize: 11,
              color: 'text.secondary',
              pointerEvents: 'none',
              zIndex: 1,
            }}
          >
            {bar.label}
          </Box>
        ))}
        <div ref={container} data-testid="take-waveform" />
        {markers.map((marker) => (
          <Button
            key={marker.id}
            size="small"
            variant="contained"
            color="secondary"
            data-marker-ms={marker.timeMs}
            aria-label={texts.playFrom(marker.label, formatMs(marker.timeMs))}
            onClick={() => playFrom(marker.timeMs)}
            sx={{
              position: 'absolute',
              bottom: 0,
              left: left(marker.timeMs),
              transform: 'translateX(-50%)',
              minWidth: 0,
              px: 0.75,
              py: 0,
              zIndex: 2,
            }}
          >
            ▲
          </Button>
        ))}
      </Box>
      {onMark && (
        <Typography variant="body2" color="text.secondary">
          {playing ? texts.markWhilePlaying : texts.markHint}
        </Typography>
      )}
    </Stack>
  );
}

export { formatMs };
