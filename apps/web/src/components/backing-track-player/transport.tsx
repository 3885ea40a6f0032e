import { memo, useEffect, useState, type RefObject } from 'react';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { IconButton, Slider, Stack, Typography } from '@mui/material';
import { useTexts } from '../../lib/i18n/texts.ts';
import type { PlayerMedia } from '../../lib/audio-engine/player-media.ts';
import { formatTime } from './format-time.ts';
import { playerTexts } from './player-texts.ts';

type AudioSnapshot = { playing: boolean; time: number; duration: number };

function snapshot(audio: PlayerMedia | null): AudioSnapshot {
  return {
    playing: audio ? !audio.paused && !audio.ended : false,
    time: audio?.currentTime ?? 0,
    duration: audio && Number.isFinite(audio.duration) ? audio.duration : 0,
  };
}

const AUDIO_EVENTS = ['play', 'pause', 'ended', 'timeupdate', 'durationchange', 'loadedmetadata', 'seeking'];

/** Follows the audio element's play state, position and length (re-rendering only this part of the player). */
function useAudioSnapshot(audioRef: RefObject<PlayerMedia | null>): AudioSnapshot {
  const [state, setState] = useState<AudioSnapshot>(() => snapshot(null));
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const update = () => setState(snapshot(audio));
    update();
    for (const name of AUDIO_EVENTS) audio.addEventListener(name, update);
    return () => {
      for (const name of AUDIO_EVENTS) audio.removeEventListener(name, update);
    };
  }, [audioRef]);
  return state;
}

type TransportProps = {
  audioRef: RefObject<PlayerMedia | null>;
  onTogglePlay: () => void;
  onSeek: (time: number) => void;
};

/** Play/pause, the position slider and the times. */
export const Transport = memo(function Transport({ audioRef, onTogglePlay, onSeek }: TransportProps) {
  const texts = useTexts(playerTexts);
  const { playing, time, duration } = useAudioSnapshot(audioRef);
  // While the thumb is dragged it shows the drag, and the audio seeks once, on release.
  const [dragged, setDragged] = useState<number | null>(null);
  const shown = dragged ?? time;

  return (
    <Stack direction="row" spacing={{ xs: 1.5, sm: 2 }} sx={{ alignItems: 'center' }}>
      <IconButton
        aria-label={playing ? texts.pause : texts.play}
        onClick={onTogglePlay}
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          width: 52,
          height: 52,
          flexShrink: 0,
          '&:hover': { bgcolor: 'primary.dark' },
        }}
      >
        {playing ? <PauseIcon fontSize="large" /> : <PlayArrowIcon fontSize="large" />}
      </IconButton>
      <Typography
        variant="body2"
        aria-label={texts.elapsed}
        sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 36, textAlign: 'right' }}
      >
        {formatTime(shown)}
      </Typography>
      <Slider
        aria-label={texts.seek}
        size="small"
        min={0}
        max={duration || 1}
        step={0.1}
        value={Math.min(shown, duration || 1)}
        disabled={duration === 0}
        getAriaValueText={(value) => texts.position(formatTime(value), formatTime(duration))}
        onChange={(_, value) => setDragged(value as number)}
        onChangeCommitted={(_, value) => {
          setDragged(null);
          onSeek(value as number);
        }}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <Typography
        variant="body2"
        aria-label={texts.duration}
        sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 36, color: 'text.secondary' }}
      >
        {formatTime(duration)}
      </Typography>
    </Stack>
  );
});
