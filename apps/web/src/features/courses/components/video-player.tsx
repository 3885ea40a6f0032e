import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import SpeedIcon from '@mui/icons-material/Speed';
import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Button, Slider, Stack, TextField, Typography } from '@mui/material';
import { seekPosition, VIDEO_KEY_OWNERS } from '#lib/player-keyboard/player-keys.ts';
import { usePlayerKeyboard } from '#lib/player-keyboard/use-player-keyboard.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { courseViewerTexts } from '../lib/course-viewer-texts.ts';
import { VIDEO_SPEED } from '../lib/playback-speed.ts';
import { usePracticeTimer } from '#lib/practice-timer/use-practice-timer.ts';
import { useChapterProgress, type ChapterProgressTracking } from '../hooks/use-chapter-progress.ts';
import { useVideoSource, type VideoSource } from '#lib/video/use-video-source.ts';
import { SEEK_BAR_HEIGHT } from './seek-bar-height.ts';

// With the stream only: a chapter that plays a file shows the native controls alone.
const SeekBar = lazy(() => import('./seek-bar.tsx'));

type VideoPlayerProps = {
  /** The chapter's stream, or its original file while the stream is being made; null: no video. */
  source: VideoSource | null;
  title: string;
  /** Playback rate, 0.25 to 2. */
  speed: number;
  onSpeedChange: (speed: number) => void;
  /** A member's saved place in this chapter: resumed on open, saved while playing. */
  progress?: ChapterProgressTracking | undefined;
  /** Told of the video element, for a score that follows it (decision 0631). */
  onMediaElement?: ((video: HTMLVideoElement | null) => void) | undefined;
};

/**
 * A lesson video: streaming only, so no download button, no picture-in-picture and no context menu (decision 0406);
 * a speed slider, arrow keys to seek and Space to play or pause.
 */
export function VideoPlayer({
  source,
  title,
  speed,
  onSpeedChange,
  progress,
  onMediaElement,
}: VideoPlayerProps) {
  const { video: texts } = useTexts(courseViewerTexts);
  const videoRef = useRef<HTMLVideoElement>(null);
  const setVideo = useCallback(
    (video: HTMLVideoElement | null) => {
      videoRef.current = video;
      onMediaElement?.(video);
    },
    [onMediaElement],
  );
  const src = source ? (source.kind === 'file' ? source.url : source.stream.master_url) : null;
  const quality = useVideoSource(videoRef, source);
  const { resumedFrom, startOver } = useChapterProgress(videoRef, src ? progress : undefined);
  usePracticeTimer(videoRef, src && progress ? { kind: 'chapter', id: progress.chapterId } : null);
  // The viewer's keyboard (product 0420): the arrows seek within the video, Space plays or pauses it.
  usePlayerKeyboard(
    {
      ready: () => videoRef.current !== null,
      togglePlay: () => {
        const video = videoRef.current;
        if (!video) return;
        if (video.paused || video.ended) {
          video.play().catch((error: unknown) => console.warn('Video playback failed', error));
        } else {
          video.pause();
        }
      },
      seekBy: (delta) => {
        const video = videoRef.current;
        if (video) video.currentTime = seekPosition(video.currentTime, delta, video.duration);
      },
    },
    VIDEO_KEY_OWNERS,
    src !== null,
  );

  // Set as the default rate too: a new source starts at the default, not at the last rate.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.defaultPlaybackRate = speed;
    video.playbackRate = speed;
  }, [speed, src]);

  if (!src) {
    return (
      <Box
        sx={{
          aspectRatio: '16 / 9',
          maxHeight: 400,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'grey.200',
        }}
      >
        <Typography color="text.secondary">{texts.noVideo}</Typography>
      </Box>
    );
  }

  return (
    <Box>
      <Box
        sx={{
          bgcolor: '#000',
          borderRadius: 2,
          overflow: 'hidden',
          display: 'flex',
          justifyContent: 'center',
        }}
      >
        <video
          ref={setVideo}
          title={title}
          {...(source?.kind === 'stream' ? { poster: source.stream.poster_url } : {})}
          aria-label={title}
          controls
          controlsList="nodownload"
          disablePictureInPicture
          playsInline
          preload="metadata"
          onContextMenu={(event) => event.preventDefault()}
          onLoadedMetadata={(event) => {
            event.currentTarget.playbackRate = speed;
          }}
          // The frame keeps its shape before the video's size is known, so the page below does not jump.
          style={{
            display: 'block',
            width: '100%',
            aspectRatio: '16 / 9',
            maxHeight: 400,
            background: '#000',
          }}
        />
      </Box>
      {source?.kind === 'stream' && (
        <Suspense fallback={<Box sx={{ height: SEEK_BAR_HEIGHT, mt: 1 }} />}>
          <SeekBar
            key={source.stream.previews_url}
            videoRef={videoRef}
            previewsUrl={source.stream.previews_url}
          />
        </Suspense>
      )}
      {resumedFrom !== null && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, px: { xs: 0.5, sm: 1 } }}>
          <Typography variant="body2" color="text.secondary">
            {texts.resumedAt(resumedFrom)}
          </Typography>
          <Button size="small" startIcon={<ReplayIcon />} onClick={startOver}>
            {texts.startOver}
          </Button>
        </Stack>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2, px: { xs: 0.5, sm: 1 } }}>
        <SpeedIcon color="action" />
        <Typography id="playback-speed-label" variant="body2" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
          {texts.speed}
        </Typography>
        <Slider
          aria-labelledby="playback-speed-label"
          min={VIDEO_SPEED.min}
          max={VIDEO_SPEED.max}
          step={VIDEO_SPEED.step}
          value={speed}
          onChange={(_, value) => onSpeedChange(value as number)}
          valueLabelDisplay="auto"
          valueLabelFormat={texts.speedPercent}
          getAriaValueText={(value) => texts.speedPercent(value)}
          sx={{ flexGrow: 1, maxWidth: 360 }}
        />
        <Typography
          variant="body2"
          aria-live="polite"
          sx={{ minWidth: 48, textAlign: 'right', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
        >
          {texts.speedPercent(speed)}
        </Typography>
        {quality.heights.length > 1 && (
          <TextField
            select
            size="small"
            label={texts.quality}
            value={String(quality.quality)}
            onChange={(event) =>
              quality.setQuality(event.target.value === 'auto' ? 'auto' : Number(event.target.value))
            }
            slotProps={{ select: { native: true } }}
            sx={{ minWidth: 120 }}
          >
            <option value="auto">{texts.qualityAuto}</option>
            {[...quality.heights].reverse().map((height) => (
              <option key={height} value={String(height)}>
                {texts.qualityHeight(height)}
              </option>
            ))}
          </TextField>
        )}
      </Stack>
    </Box>
  );
}
