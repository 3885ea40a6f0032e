import { useRef, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { MIN_TAPS, tapResult, type TapResult } from '../lib/tap-tempo.ts';

type TapAlongProps = {
  audioUrl: string;
  onApply: (result: TapResult) => void;
};

/**
 * Play the audio and tap on every beat, starting on the first downbeat: the median interval gives the tempo, the
 * first tap the start time. Taps are read from the audio's own clock, so a pause or seek does not distort them, and
 * on press (pointer down, key down) rather than on click, which fires only on release and would lag the beat.
 */
export function TapAlong({ audioUrl, onApply }: TapAlongProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const [taps, setTaps] = useState<number[]>([]);
  const result = tapResult(taps);

  const tap = () => {
    const element = audio.current;
    if (!element || element.paused) return;
    setTaps((previous) => [...previous, element.currentTime]);
  };

  return (
    <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }} aria-label="Tap along">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Tap along
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Play the track and tap on every beat (press Tap, or Space or T while it has the focus), starting on
        the first downbeat of bar 1 (at least {MIN_TAPS} taps).
      </Typography>
      <audio
        ref={audio}
        src={audioUrl}
        controls
        preload="metadata"
        style={{ width: '100%' }}
        aria-label="Track audio"
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          onPointerDown={tap}
          onKeyDown={(e) => {
            if (e.repeat || ![' ', 'Enter', 't'].includes(e.key)) return;
            e.preventDefault();
            tap();
          }}
        >
          Tap
        </Button>
        <Button onClick={() => setTaps([])} disabled={taps.length === 0}>
          Reset taps
        </Button>
        <Typography aria-live="polite" data-testid="tap-summary">
          {taps.length} taps
          {result ? ` · ${result.tempo} BPM · first downbeat at ${result.starttime.toFixed(2)} s` : ''}
        </Typography>
        <Button variant="outlined" disabled={!result} onClick={() => result && onApply(result)}>
          Use tempo and start time
        </Button>
      </Stack>
    </Box>
  );
}
