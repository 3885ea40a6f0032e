import { useState, type PointerEvent, type RefObject } from 'react';
import { Box, Slider, Stack, Typography } from '@mui/material';
import { useTexts } from '#lib/i18n/texts.ts';
import { previewAt } from '#lib/video/previews-vtt.ts';
import { useMediaTime } from '#lib/video/use-media-time.ts';
import { usePreviews } from '#lib/video/use-previews.ts';
import { courseViewerTexts } from '../lib/course-viewer-texts.ts';
import { formatPosition } from '../lib/resume.ts';
import { SEEK_BAR_HEIGHT } from './seek-bar-height.ts';

type SeekBarProps = {
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The stream's WebVTT index of preview pictures. */
  previewsUrl: string;
};

/**
 * A seek bar beside the native controls that shows the picture of the moment pointed at or dragged to, with its
 * time (issue 32): the native controls cannot show a stream's previews. Loaded only with a stream.
 */
export default function SeekBar({ videoRef, previewsUrl }: SeekBarProps) {
  const { video: texts } = useTexts(courseViewerTexts);
  const { time, duration } = useMediaTime(videoRef);
  const { data: cues = [], isPending } = usePreviews(previewsUrl);
  const [dragged, setDragged] = useState<number | null>(null);
  const [pointed, setPointed] = useState<number | null>(null);

  if (!isPending && cues.length === 0) return null;

  const point = (event: PointerEvent<HTMLElement>) => {
    if (!duration) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const fraction = Math.min(1, Math.max(0, (event.clientX - rect.left) / rect.width));
    setPointed(fraction * duration);
  };
  const shown = dragged ?? pointed;
  const cue = shown === null ? null : previewAt(cues, shown);

  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', height: SEEK_BAR_HEIGHT, mt: 1, px: { xs: 1.5, sm: 2 } }}
    >
      <Box sx={{ position: 'relative', flexGrow: 1, display: 'flex', alignItems: 'center' }}>
        <Slider
          aria-label={texts.seek}
          min={0}
          max={duration}
          step={1}
          size="small"
          disabled={duration === 0}
          value={Math.min(dragged ?? time, duration)}
          onChange={(_, value) => setDragged(value as number)}
          onChangeCommitted={(_, value) => {
            const video = videoRef.current;
            if (video) video.currentTime = value as number;
            setDragged(null);
          }}
          getAriaValueText={(value) => texts.seekPosition(value, duration)}
          onPointerMove={point}
          onPointerLeave={() => setPointed(null)}
        />
        {cue && shown !== null && (
          <Box
            role="img"
            aria-label={texts.previewAt(shown)}
            // Inline styles: these change with every move of the pointer, which would make a class each time.
            style={{
              // Centred on the pointed moment, kept within the bar's width.
              left: `clamp(0px, calc(${(shown / duration) * 100}% - ${cue.width / 2}px), calc(100% - ${cue.width}px))`,
            }}
            sx={{
              position: 'absolute',
              bottom: '100%',
              zIndex: 1,
              pointerEvents: 'none',
              border: 2,
              borderColor: 'common.white',
              borderRadius: 1,
              boxShadow: 3,
              bgcolor: '#000',
            }}
          >
            <div
              style={{
                width: cue.width,
                height: cue.height,
                backgroundImage: `url("${cue.sprite}")`,
                backgroundPosition: `${-cue.x}px ${-cue.y}px`,
                backgroundRepeat: 'no-repeat',
              }}
            />
            <Typography
              variant="caption"
              sx={{
                display: 'block',
                textAlign: 'center',
                color: 'common.white',
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {formatPosition(shown)}
            </Typography>
          </Box>
        )}
      </Box>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
      >
        {formatPosition(dragged ?? time)} / {formatPosition(duration)}
      </Typography>
    </Stack>
  );
}
