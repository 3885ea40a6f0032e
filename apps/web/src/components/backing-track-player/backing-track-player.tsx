import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, IconButton, Paper, Stack } from '@mui/material';
import { ChordGrid } from '../chord-grid/chord-grid.tsx';
import {
  barDuration,
  barInChordList,
  BEATS_PER_BAR,
  clickTarget,
  loopStartOnEnable,
  trackTiming,
} from '../../lib/backing-track-timing/timing.ts';
import { rampTempo, type Ramp } from '../../lib/backing-track-timing/ramp.ts';
import type { BackingTrackPlayerProps, PlayerSettings } from './player-props.ts';
import { usePracticeTimer } from '../../lib/practice-timer/use-practice-timer.ts';
import { countIn } from './count-in.ts';
import { LoopControl, PlayerStatus, SelectionBar } from './player-status.tsx';
import { CopyLinkButton, CountInControl, RampControl, TempoReadout } from './practice-controls.tsx';
import { BACKING_TRACK_KEY_OWNERS, seekPosition } from '../../lib/player-keyboard/player-keys.ts';
import { MAX_RATE, MIN_RATE, SpeedControl } from './speed-control.tsx';
import { PracticeTempoControl } from './practice-tempo-control.tsx';
import { KeyControl } from './key-control.tsx';
import { useTransposition } from './use-transposition.ts';
import { usePartMix } from './use-part-mix.ts';
import { PartsMixer } from './parts-mixer.tsx';
import { EngineNote } from './engine-note.tsx';
import { Transport } from './transport.tsx';
import { useAudioSource } from './use-audio-source.ts';
import { useBarSync } from './use-bar-sync.ts';
import { usePracticeMedia } from './use-practice-media.ts';
import { usePlayerPassage } from './player-passage.ts';
import { PLAYER_MEDIA_ATTRIBUTE, usePlayerMediaHandle } from './player-media-handle.ts';
import { usePlayerKeyboard } from '../../lib/player-keyboard/use-player-keyboard.ts';
import { useTexts } from '../../lib/i18n/texts.ts';
import { playerTexts } from './player-texts.ts';

export type { BackingTrackPlayerProps, PlayerSettings } from './player-props.ts';

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
  trackKey,
  parts: trackParts,
  initialSettings,
  onSettingsChange,
  linkFor,
  practiceItem,
  percent,
  onPercentChange,
  onMediaElement,
  passage: sharedPassage,
}: PlayerSessionProps) {
  const texts = useTexts(playerTexts);
  const audioRef = useRef<HTMLAudioElement>(null);
  const timing = useMemo(
    () => trackTiming({ barsPerChorus: chords.length, starttime, tempo, repetitions }),
    [chords.length, starttime, tempo, repetitions],
  );
  const { selection, loop, setSelection, setLoop } = usePlayerPassage(initialSettings, sharedPassage);
  const [ramp, setRamp] = useState<Ramp | null>(initialSettings?.ramp ?? null);
  const [withCountIn, setWithCountIn] = useState(initialSettings?.countIn ?? false);
  const [semitones, setSemitones] = useState(initialSettings?.semitones ?? 0);
  const [counting, setCounting] = useState(false);
  const countInAbort = useRef<AbortController | null>(null);
  const clearSelection = useCallback(() => setSelection(null), [setSelection]);

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

  const { parts, urls, mix, setMix, gains } = usePartMix(audioUrl, trackParts, initialSettings?.mix);
  const {
    mediaRef,
    engine,
    state: engineState,
  } = usePracticeMedia(audioRef, urls, percent / 100, semitones, gains);
  // A score follows whichever plays the sound: the engine, or the <audio> element without AudioWorklet (decision 0631).
  useEffect(() => {
    onMediaElement?.(mediaRef.current);
    return () => onMediaElement?.(null);
  }, [mediaRef, engine, onMediaElement]);
  const { shownChords, keys } = useTransposition(chords, semitones, trackKey);
  const { bar } = useBarSync(mediaRef, { timing, selection, loop, onPassEnd: clearSelection, onLoopJump });
  const src = useAudioSource(audioRef, audioUrl, percent / 100);
  usePracticeTimer(mediaRef, practiceItem ?? null);
  const rootRef = useRef<HTMLDivElement>(null);
  usePlayerMediaHandle(rootRef, mediaRef);

  const settings = useMemo<PlayerSettings>(
    () => ({
      percent,
      selection,
      loop: loop && selection !== null,
      ramp,
      countIn: withCountIn,
      semitones: engine ? semitones : 0,
      mix,
    }),
    [percent, selection, loop, ramp, withCountIn, semitones, engine, mix],
  );
  const reported = useRef(settings);
  useEffect(() => {
    if (reported.current === settings) return;
    reported.current = settings;
    onSettingsChange?.(settings);
  }, [settings, onSettingsChange]);

  // Stable handlers: a bar change re-renders the session, but not the sliders and buttons.
  const seekTo = useCallback(
    (time: number) => {
      const audio = mediaRef.current;
      if (audio) audio.currentTime = time;
    },
    [mediaRef],
  );
  const cancelCountIn = useCallback(() => {
    countInAbort.current?.abort();
    countInAbort.current = null;
    setCounting(false);
  }, []);
  /** Plays, after a bar of clicks at the current tempo when the count-in is on. */
  const startPlayback = useCallback(
    async (withClicks: boolean) => {
      const audio = mediaRef.current;
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
    [cancelCountIn, timing.tempo, mediaRef],
  );
  const togglePlay = useCallback(() => {
    const audio = mediaRef.current;
    if (!audio) return;
    if (countInAbort.current) {
      cancelCountIn();
    } else if (audio.paused || audio.ended) {
      void startPlayback(withCountIn);
    } else {
      audio.pause();
    }
  }, [cancelCountIn, startPlayback, withCountIn, mediaRef]);
  const seekBy = useCallback(
    (delta: number) => {
      const audio = mediaRef.current;
      if (audio) seekTo(seekPosition(audio.currentTime, delta, audio.duration));
    },
    [seekTo, mediaRef],
  );
  usePlayerKeyboard({ togglePlay, seekBy }, BACKING_TRACK_KEY_OWNERS);
  useEffect(() => cancelCountIn, [cancelCountIn]);

  const jumpToBar = (position: number) => {
    setSelection(null);
    const audio = mediaRef.current;
    const restart = withCountIn && audio !== null && !audio.paused;
    if (restart) audio.pause();
    seekTo(clickTarget(position, audio?.currentTime ?? 0, timing));
    if (restart) void startPlayback(true);
  };
  const toggleLoop = useCallback(
    (on: boolean) => {
      setLoop(on);
      const target = on ? loopStartOnEnable(mediaRef.current?.currentTime ?? 0, selection, timing) : null;
      if (target !== null) seekTo(target);
    },
    [selection, timing, seekTo, mediaRef, setLoop],
  );
  // Moving the speed slider takes the tempo into the member's hands: a running ramp ends.
  const onRateChange = useCallback(
    (rate: number) => {
      setRamp(null);
      onPercentChange(Math.round(rate * 100));
    },
    [onPercentChange],
  );
  // The practice tempo also takes the tempo into the member's hands.
  const onPracticeTempoChange = useCallback(
    (next: number) => {
      setRamp(null);
      onPercentChange(next);
    },
    [onPercentChange],
  );

  const position = bar === null ? null : barInChordList(bar, timing.barsPerChorus);

  return (
    <Paper
      ref={rootRef}
      {...{ [PLAYER_MEDIA_ATTRIBUTE]: '' }}
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: 3 }}
    >
      {!engine && <audio ref={audioRef} src={src} preload="metadata" />}
      <Stack spacing={2}>
        <EngineNote engine={engine !== null} state={engineState} />
        <Transport audioRef={mediaRef} onTogglePlay={togglePlay} onSeek={seekTo} />
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
          <SpeedControl
            rate={Math.min(MAX_RATE, Math.max(MIN_RATE, percent / 100))}
            onChange={onRateChange}
          />
          {downloadUrl && (
            <IconButton component="a" href={downloadUrl} download aria-label={texts.download} size="small">
              <DownloadIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
        <ChordGrid
          chords={engine ? shownChords : chords}
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
          {engine && <PracticeTempoControl percent={percent} onChange={onPracticeTempoChange} />}
          {engine && <KeyControl semitones={semitones} keys={keys} onChange={setSemitones} />}
          {engine && <PartsMixer parts={parts} mix={mix} onChange={setMix} />}
          <RampControl ramp={ramp} onChange={setRamp} />
          <CountInControl on={withCountIn} onChange={setWithCountIn} />
          {linkFor && <CopyLinkButton href={linkFor(settings)} />}
        </Box>
      </Stack>
    </Paper>
  );
}
