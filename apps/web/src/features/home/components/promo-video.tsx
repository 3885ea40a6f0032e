import { useRef, useState } from 'react';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import { Box, ButtonBase, Typography } from '@mui/material';
import { homeTexts } from '../lib/home-texts.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { useVideoSource, type VideoSource } from '#lib/video/use-video-source.ts';

type PromoVideoProps = {
  src: string | null;
  /** The promo video's stream (master playlist), once made: played instead of `src`. */
  streamUrl?: string | null | undefined;
  poster?: string | undefined;
};

/**
 * The promo video with our own play overlay: the overlay hides while the video plays and comes back whenever it is
 * paused (product 0420). The native controls appear once it has started.
 */
export function PromoVideo({ src, streamUrl = null, poster }: PromoVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [started, setStarted] = useState(false);
  // The stream (and hls.js with it) is attached only once the visitor asks to play: nothing of it in the first load.
  const [attached, setAttached] = useState(false);
  const { promoVideo: texts } = useTexts(homeTexts);
  const overlayText = src || streamUrl ? texts.watch : texts.comingSoon;
  const streamPoster = streamUrl?.replace(/master\.m3u8$/, 'poster.jpg');
  const source: VideoSource | null =
    streamUrl && attached
      ? {
          kind: 'stream',
          stream: { master_url: streamUrl, poster_url: streamPoster ?? '', previews_url: '', heights: [] },
        }
      : null;
  useVideoSource(videoRef, source);

  const play = () => {
    const video = videoRef.current;
    if (!video) return;
    if (streamUrl && !attached) {
      // Plays as soon as the stream is attached.
      video.autoplay = true;
      setAttached(true);
      return;
    }
    video.play().catch((error: unknown) => console.warn('Promo video playback failed', error));
  };

  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '16 / 9',
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: '#01302b',
        boxShadow: '0 20px 40px rgba(1, 48, 43, 0.25)',
        background: poster ? undefined : 'linear-gradient(135deg, #01302b 0%, #027368 100%)',
      }}
    >
      {(src || streamUrl) && (
        <video
          ref={videoRef}
          {...(streamUrl ? {} : { src: src ?? undefined })}
          poster={poster ?? streamPoster}
          controls={started}
          controlsList="nodownload"
          disablePictureInPicture
          playsInline
          preload="metadata"
          aria-label={texts.label}
          onPlay={() => {
            setPlaying(true);
            setStarted(true);
          }}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onContextMenu={(event) => event.preventDefault()}
          style={{
            display: 'block',
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            background: 'transparent',
          }}
        />
      )}
      {!playing && (
        <ButtonBase
          // The visible words are part of the name, as a speech user would say them.
          aria-label={started ? texts.play : texts.playNamed(overlayText)}
          onClick={play}
          disabled={!src && !streamUrl}
          data-testid="promo-video-overlay"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: 1.5,
            color: '#fff',
            background: started ? 'rgba(0, 0, 0, 0.25)' : 'rgba(1, 48, 43, 0.35)',
            // Leave the bottom free for the native controls once the video has started.
            bottom: started ? 56 : 0,
            '&:hover .promo-play': { transform: 'scale(1.08)', bgcolor: 'secondary.dark' },
          }}
        >
          <Box
            className="promo-play"
            sx={{
              width: { xs: 72, md: 88 },
              height: { xs: 72, md: 88 },
              borderRadius: '50%',
              bgcolor: 'secondary.main',
              display: 'grid',
              placeItems: 'center',
              boxShadow: '0 8px 24px rgba(0, 0, 0, 0.35)',
              transition: 'transform 150ms, background-color 150ms',
            }}
          >
            <PlayArrowRoundedIcon sx={{ fontSize: { xs: 48, md: 60 } }} />
          </Box>
          {!started && (
            <Typography sx={{ fontWeight: 600, textShadow: '0 1px 4px rgba(0, 0, 0, 0.5)' }}>
              {overlayText}
            </Typography>
          )}
        </ButtonBase>
      )}
    </Box>
  );
}
