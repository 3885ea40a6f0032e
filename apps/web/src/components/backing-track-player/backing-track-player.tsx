import { useCallback, useMemo, useRef, useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, IconButton, Paper, Stack } from '@mui/material';
import type { ChordBar } from '@gjs/shared';
import { ChordGrid } from '../chord-grid/chord-grid.tsx';
import {
  barInChordList,
  clickTarget,
  loopStartOnEnable,
  trackTiming,
  type BarRange,
} from '../../lib/backing-track-timing/timing.ts';
import { LoopControl, PlayerStatus, SelectionBar } from './player-status.tsx';
import { BACKING_TRACK_KEY_OWNERS, seekPosition } from '../../lib/player-keyboard/player-keys.ts';
import { SpeedControl } from './speed-control.tsx';
import { Transport } from './transport.tsx';
import { useAudioSource } from './use-audio-source.ts';
import { useBarSync } from './use-bar-sync.ts';
import { usePlayerKeyboard } from '../../lib/player-keyboard/use-player-keyboard.ts';

export type BackingTrackPlayerProps = {
  audioUrl: string;
  chords: ChordBar[];
  /** Seconds before the first bar (default 0). */
  starttime?: number;
  /** Beats per minute (default 120). */
  tempo?: number;
  /** Times the chord list is played (default 1). */
  repetitions?: number;
  /** A link that downloads the track (backing tracks may be downloaded, decision 0406); no button without it. */
  downloadUrl?: string | undefined;
};

/** The media the URL names, without its signature: a re-signed URL of the same file is not a new source. */
export function sourceKey(url: string): string {
  return url.split(/[?#]/)[0] ?? url;
}

/**
 * The backing-track player (decision 0422): the chord chart follows the audio bar by bar; drag over bars to select a
 * range, loop it, slow it down. A new audio source starts a fresh session (position, selection, loop); the speed
 * is kept.
 */
export function BackingTrackPlayer(props: BackingTrackPlayerProps) {
  const [rate, setRate] = useState(1);
  return <PlayerSession key={sourceKey(props.audioUrl)} {...props} rate={rate} onRateChange={setRate} />;
}

type PlayerSessionProps = BackingTrackPlayerProps & { rate: number; onRateChange: (rate: number) => void };

function PlayerSession({
  audioUrl,
  downloadUrl,
  chords,
  starttime,
  tempo,
  repetitions,
  rate,
  onRateChange,
}: PlayerSessionProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const timing = useMemo(
    () => trackTiming({ barsPerChorus: chords.length, starttime, tempo, repetitions }),
    [chords.length, starttime, tempo, repetitions],
  );
  const [selection, setSelection] = useState<BarRange | null>(null);
  const [loop, setLoop] = useState(false);
  const clearSelection = useCallback(() => setSelection(null), []);
  const { bar } = useBarSync(audioRef, { timing, selection, loop, onPassEnd: clearSelection });
  const src = useAudioSource(audioRef, audioUrl, rate);

  // Stable handlers: a bar change re-renders the session, but not the sliders and buttons.
  const seekTo = useCallback((time: number) => {
    const audio = audioRef.current;
    if (audio) audio.currentTime = time;
  }, []);
  const togglePlay = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused || audio.ended) {
      audio.play().catch((error: unknown) => console.warn('Backing track playback failed', error));
    } else {
      audio.pause();
    }
  }, []);
  const seekBy = useCallback(
    (delta: number) => {
      const audio = audioRef.current;
      if (audio) seekTo(seekPosition(audio.currentTime, delta, audio.duration));
    },
    [seekTo],
  );
  usePlayerKeyboard({ togglePlay, seekBy }, BACKING_TRACK_KEY_OWNERS);

  const jumpToBar = (position: number) => {
    setSelection(null);
    seekTo(clickTarget(position, audioRef.current?.currentTime ?? 0, timing));
  };
  const toggleLoop = useCallback(
    (on: boolean) => {
      setLoop(on);
      const target = on ? loopStartOnEnable(audioRef.current?.currentTime ?? 0, selection, timing) : null;
      if (target !== null) seekTo(target);
    },
    [selection, timing, seekTo],
  );

  const position = bar === null ? null : barInChordList(bar, timing.barsPerChorus);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: 3 }}>
      <audio ref={audioRef} src={src} preload="metadata" />
      <Stack spacing={2}>
        <Transport audioRef={audioRef} onTogglePlay={togglePlay} onSeek={seekTo} />
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: { xs: 2, sm: 3 },
            rowGap: 1.5,
          }}
        >
          <PlayerStatus bar={bar} timing={timing} />
          <Box sx={{ flexGrow: 1, display: { xs: 'none', sm: 'block' } }} />
          <LoopControl loop={loop} onChange={toggleLoop} />
          <SpeedControl rate={rate} onChange={onRateChange} />
          {downloadUrl && (
            <IconButton
              component="a"
              href={downloadUrl}
              download
              aria-label="Download backing track"
              size="small"
            >
              <DownloadIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
        <ChordGrid
          chords={chords}
          currentBar={position}
          selection={selection}
          onBarClick={jumpToBar}
          onSelectRange={setSelection}
        />
        <SelectionBar selection={selection} loop={loop} onClear={clearSelection} />
      </Stack>
    </Paper>
  );
}
