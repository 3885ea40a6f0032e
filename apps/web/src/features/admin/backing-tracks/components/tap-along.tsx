import { useRef, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTexts } from '#lib/i18n/texts.ts';
import { backingTrackTexts } from '../lib/backing-track-texts.ts';
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
  const texts = useTexts(backingTrackTexts).tap;
  const audio = useRef<HTMLAudioElement>(null);
  const [taps, setTaps] = useState<number[]>([]);
  const result = tapResult(taps);

  const tap = () => {
    const element = audio.current;
    if (!element || element.paused) return;
    setTaps((previous) => [...previous, element.currentTime]);
  };

  return (
    <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }} aria-label={texts.label}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {texts.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {texts.intro(MIN_TAPS)}
      </Typography>
      <audio
        ref={audio}
        src={audioUrl}
        controls
        preload="metadata"
        style={{ width: '100%' }}
        aria-label={texts.audio}
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
          {texts.tap}
        </Button>
        <Button onClick={() => setTaps([])} disabled={taps.length === 0}>
          {texts.reset}
        </Button>
        <Typography aria-live="polite" data-testid="tap-summary">
          {texts.taps(taps.length)}
          {result ? texts.result(result.tempo, result.starttime) : ''}
        </Typography>
        <Button variant="outlined" disabled={!result} onClick={() => result && onApply(result)}>
          {texts.apply}
        </Button>
      </Stack>
    </Box>
  );
}
