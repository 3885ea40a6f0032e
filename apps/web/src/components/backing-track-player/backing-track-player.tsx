import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, IconButton, Paper, Stack } from '@mui/material';
import type { ChordBar } from '@gjs/shared';
import { ChordGrid } from '../chord-grid/chord-grid.tsx';
import {
  barDuration,
  barInChordList,
  BEATS_PER_BAR,
  clickTarget,
  loopStartOnEnable,
  trackTiming,
  type BarRange,
} from '../../lib/backing-track-timing/timing.ts';
import { rampTempo, type Ramp } from '../../lib/backing-track-timing/ramp.ts';
import { usePracticeTimer, type PracticeItem } from '../../lib/practice-timer/use-practice-timer.ts';
import { countIn } from './count-in.ts';
import { LoopControl, PlayerStatus, SelectionBar } from './player-status.tsx';
import { CopyLinkButton, CountInControl, RampControl, TempoReadout } from './practice-controls.tsx';
import { BACKING_TRACK_KEY_OWNERS, seekPosition } from '../../lib/player-keyboard/player-keys.ts';
import { SpeedControl } from './speed-control.tsx';
import { Transport } from './transport.tsx';
import { useAudioSource } from './use-audio-source.ts';
import { useBarSync } from './use-bar-sync.ts';
import { usePlayerKeyboard } from '../../lib/player-keyboard/use-player-keyboard.ts';
import { useTexts } from '../../lib/i18n/texts.ts';
import { playerTexts } from './player-texts.ts';

/** What the member set in the player (decision 0630): tempo in percent, selected bars (0-based), loop, ramp. */
export type PlayerSettings = {
  percent: number;
  selection: BarRange | null;
  loop: boolean;
  ramp: Ramp | null;
  countIn: boolean;
};

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
  /** Where the player starts: remembered settings or a loop link (decision 0630). */
  initialSettings?: Partial<PlayerSettings> | undefined;
  /** Told of every change of tempo, selection, loop, ramp or count-in, to remember them. */
  onSettingsChange?: ((settings: PlayerSettings) => void) | undefined;
  /** The loop link of the current settings; without it there is no "Copy link" button. */
  linkFor?: ((settings: PlayerSettings) => string) | undefined;
  /** What the practice log counts the playing time for; nothing is counted without it. */
  practiceItem?: PracticeItem | undefined;
  /** Told of the audio element, for a score that follows it (decision 0631). */
  onMediaElement?: ((audio: HTMLAudioElement | null) => void) | undefined;
};

/** The media the URL names, without its signature: a re-signed URL of the same file is not a new source. */
export function sourceKey(url: string): string {
  return url.split(/[?#]/)[0] ?? url;
}

/**
 * The backing-track player (product 0422): the chord chart follows the audio bar by bar; drag over bars to select a
 * range, loop it, slow it down, let the tempo climb (decision 0630). A new audio source starts a fresh session
 * (position, selection, loop); the tempo is kept.
 */
export function BackingTrackPlayer(props: BackingTrackPlayerProps) {
  const [percent, setPercent] = useState(props.initialSettings?.percent ?? 100);
  return (
    <PlayerSession
      key={sourceKey(props.audioUrl)}
      {...props}
      percent={percent}
      onPercentChange={setPercent}
    />
  );
}

type PlayerSessionProps = BackingTrackPlayerProps & {
  percent: number;
  onPercentChange: (percent: number) => void;
};

function PlayerSession({
  audioUrl,
  downloadUrl,
  chords,
  starttime,
  tempo,
  repetitions,
  initialSettings,
  onSettingsChange,
  linkFor,
  practiceItem,
  percent,
  onPercentChange,
  onMediaElement,
}: PlayerSessionProps) {
  const texts = useTexts(playerTexts);
  const audioRef = useRef<HTMLAudioElement>(null);
  const setAudio = useCallback(
    (audio: HTMLAudioElement | null) => {
      audioRef.current = audio;
      onMediaElement?.(audio);
    },
    [onMediaElement],
  );
  const timing = useMemo(
    () => trackTiming({ barsPerChorus: chords.length, starttime, tempo, repetitions }),
    [chords.length, starttime, tempo, repetitions],
  );
  const [selection, setSelection] = useState<BarRange | null>(initialSettings?.selection ?? null);
  const [loop, setLoop] = useState(Boolean(initialSettings?.loop && initialSettings.selection));
  const [ramp, setRamp] = useState<Ramp | null>(initialSettings?.ramp ?? null);
  const [withCountIn, setWithCountIn] = useState(initialSettings?.countIn ?? false);
  const [counting, setCounting] = useState(false);
  const countInAbort = useRef<AbortController | null>(null);
  const clearSelection = useCallback(() => setSelection(null), []);

  // The ramp counts repetitions of the loop; switching it on, changing it or the passage starts it again.
  const repetition = useRef(0);
  useEffect(() => {
    repetition.current = 0;
    if (ramp) onPercentChange(ramp.start);
  }, [ramp, selection, onPercentChange]);
  const onLoopJump = useCallback(() => {
    repetition.current += 1;
    if (ramp) onPercentChange(rampTempo(ramp, repetition.current));
  }, [ramp, onPercentChange]);

  const { bar } = useBarSync(audioRef, { timing, selection, loop, onPassEnd: clearSelection, onLoopJump });
  const src = useAudioSource(audioRef, audioUrl, percent / 100);
  usePracticeTimer(audioRef, practiceItem ?? null);

  const settings = useMemo<PlayerSettings>(
    () => ({ percent, selection, loop: loop && selection !== null, ramp, countIn: withCountIn }),
    [percent, selection, loop, ramp, withCountIn],
  );
  const reported = useRef(settings);
  useEffect(() => {
    if (reported.current === settings) return;
    reported.current = settings;
    onSettingsChange?.(settings);
  }, [settings, onSettingsChange]);

  // Stable handlers: a bar change re-renders the session, but not the sliders and buttons.
  const seekTo = useCallback((time: number) => {
    const audio = audioRef.current;
    if (audio) audio.currentTime = time;
  }, []);
  const cancelCountIn = useCallback(() => {
    countInAbort.current?.abort();
    countInAbort.current = null;
    setCounting(false);
  }, []);
  /** Plays, after a bar of clicks at the current tempo when the count-in is on. */
  const startPlayback = useCallback(
    async (withClicks: boolean) => {
      const audio = audioRef.current;
      if (!audio) return;
      if (withClicks) {
        cancelCountIn();
        const abort = new AbortController();
        countInAbort.current = abort;
        setCounting(true);
        const beat = barDuration(timing.tempo) / BEATS_PER_BAR / (audio.playbackRate || 1);
        const finished = await countIn(beat, abort.signal);
        if (countInAbort.current === abort) countInAbort.current = null;
        setCounting(false);
        if (!finished) return;
      }
      audio.play().catch((error: unknown) => console.warn('Backing track playback failed', error));
    },
    [cancelCountIn, timing.tempo],
  );
  const togglePlay = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (countInAbort.current) {
      cancelCountIn();
    } else if (audio.paused || audio.ended) {
      void startPlayback(withCountIn);
    } else {
      audio.pause();
    }
  }, [cancelCountIn, startPlayback, withCountIn]);
  const seekBy = useCallback(
    (delta: number) => {
      const audio = audioRef.current;
      if (audio) seekTo(seekPosition(audio.currentTime, delta, audio.duration));
    },
    [seekTo],
  );
  usePlayerKeyboard({ togglePlay, seekBy }, BACKING_TRACK_KEY_OWNERS);
  useEffect(() => cancelCountIn, [cancelCountIn]);

  const jumpToBar = (position: number) => {
    setSelection(null);
    const audio = audioRef.current;
    const restart = withCountIn && audio !== null && !audio.paused;
    if (restart) audio.pause();
    seekTo(clickTarget(position, audio?.currentTime ?? 0, timing));
    if (restart) void startPlayback(true);
  };
  const toggleLoop = useCallback(
    (on: boolean) => {
      setLoop(on);
      const target = on ? loopStartOnEnable(audioRef.current?.currentTime ?? 0, selection, timing) : null;
      if (target !== null) seekTo(target);
    },
    [selection, timing, seekTo],
  );
  // Moving the speed slider takes the tempo into the member's hands: a running ramp ends.
  const onRateChange = useCallback(
    (rate: number) => {
      setRamp(null);
      onPercentChange(Math.round(rate * 100));
    },
    [onPercentChange],
  );

  const position = bar === null ? null : barInChordList(bar, timing.barsPerChorus);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: 3 }}>
      <audio ref={setAudio} src={src} preload="metadata" />
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
          <SpeedControl rate={percent / 100} onChange={onRateChange} />
          {downloadUrl && (
            <IconButton component="a" href={downloadUrl} download aria-label={texts.download} size="small">
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
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 3, rowGap: 1.5 }}
          data-testid="practice-tools"
        >
          <TempoReadout percent={percent} counting={counting} />
          <RampControl ramp={ramp} onChange={setRamp} />
          <CountInControl on={withCountIn} onChange={setWithCountIn} />
          {linkFor && <CopyLinkButton href={linkFor(settings)} />}
        </Box>
      </Stack>
    </Paper>
  );
}
