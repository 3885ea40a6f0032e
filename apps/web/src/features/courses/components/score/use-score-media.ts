import type { PlayerMedia } from '#lib/audio-engine/player-media.ts';
import { useEffect, useRef, useState } from 'react';
import type { AlphaTabApi, model, synth } from '@coderline/alphatab';
import { barAtTime, barMsAt, timeOfBar, type SyncPoint } from '@gjs/shared';
import type { ScorePassage } from '#lib/loop-link/score-link.ts';

/** How early the loop jumps back before the passage's end, as the player's loop does (product 0422). */
const LOOP_LEAD_MS = 30;

/** How long after a press on the score a seek asked by alphaTab is the member's (a click on a note). */
const CLICK_SEEK_MS = 1500;

type Options = {
  /** The score's drawing: a seek alphaTab asks for is followed only right after a press on it. */
  element: HTMLElement | null;
  api: AlphaTabApi | null;
  score: model.Score | null;
  media: PlayerMedia | null;
  points: readonly SyncPoint[];
  passage: ScorePassage | null;
  /** Told each time the passage's loop jumps back to its start. */
  onLoopJump?: (() => void) | undefined;
};

/**
 * Ties the score to the chapter's media (decision 0631): alphaTab's cursor follows the media's time through the sync
 * points, the bar under the cursor is reported, and a passage loops. Without media alphaTab plays the score itself
 * and reports its beats; the passage is alphaTab's own loop then.
 */
export function useScoreMedia({ element, api, score, media, points, passage, onLoopJump }: Options): number {
  const [bar, setBar] = useState(0);
  const passageRef = useRef(passage);
  passageRef.current = passage;
  const jumpRef = useRef(onLoopJump);
  jumpRef.current = onLoopJump;
  const pressedAt = useRef(-Infinity);
  useEffect(() => {
    if (!element) return;
    const onPress = () => {
      pressedAt.current = performance.now();
    };
    element.addEventListener('pointerdown', onPress, true);
    return () => element.removeEventListener('pointerdown', onPress, true);
  }, [element]);

  useEffect(() => {
    if (!api || !score) return;
    const barCount = score.masterBars.length;
    const barMs = barMsAt(score.tempo);
    // Without points the media's time is the score's own: bar 0 at 0 ms, at the score's tempo.
    const sync = points.length > 0 ? points : [{ bar: 0, ms: 0 }];
    if (!media) {
      const onBeat = (beat: model.Beat) => setBar(beat.voice.bar.index);
      api.playedBeatChanged.on(onBeat);
      return () => api.playedBeatChanged.off(onBeat);
    }
    score.applyFlatSyncPoints(
      sync.map((point) => ({
        barIndex: point.bar,
        barPosition: 0,
        barOccurence: 0,
        millisecondOffset: point.ms,
      })),
    );
    api.updateSyncPoints();
    const output = api.player?.output as synth.IExternalMediaSynthOutput | undefined;
    if (output) {
      output.handler = {
        get backingTrackDuration() {
          return Number.isFinite(media.duration) ? media.duration * 1000 : 0;
        },
        get playbackRate() {
          return media.playbackRate;
        },
        set playbackRate(_rate: number) {
          // The chapter's speed control owns the rate.
        },
        get masterVolume() {
          // The engine has no element volume; alphaTab only reads it, and the media's own controls own the volume.
          return 'volume' in media && typeof media.volume === 'number' ? media.volume : 1;
        },
        set masterVolume(_volume: number) {
          // The media's own controls own the volume.
        },
        // A click on a note seeks the media there; alphaTab turns the note into a time through the sync points. Its
        // other seeks (to the start, when it loads) are not the member's: the media stays where the member put it.
        seekTo: (ms: number) => {
          if (performance.now() - pressedAt.current < CLICK_SEEK_MS) media.currentTime = ms / 1000;
        },
        play: () => undefined,
        pause: () => undefined,
      };
    }
    let frame = 0;
    const check = () => {
      const now = media.currentTime * 1000;
      const loop = passageRef.current;
      if (loop) {
        const start = timeOfBar(loop.first, sync, barMs) ?? 0;
        const end = timeOfBar(loop.last + 1, sync, barMs) ?? Infinity;
        if (now >= end - LOOP_LEAD_MS || now < start - 1000) {
          if (now >= end - LOOP_LEAD_MS) jumpRef.current?.();
          media.currentTime = start / 1000;
          return;
        }
      }
      output?.updatePosition(now);
      setBar(barAtTime(now, sync, barCount, barMs));
    };
    const tick = () => {
      check();
      frame = media.paused ? 0 : requestAnimationFrame(tick);
    };
    const onPlay = () => {
      api.play();
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(tick);
    };
    const onPause = () => api.pause();
    const events: [string, () => void][] = [
      ['play', onPlay],
      ['pause', onPause],
      ['seeked', check],
      ['timeupdate', check],
      ['loadedmetadata', check],
    ];
    for (const [name, listener] of events) media.addEventListener(name, listener);
    check();
    if (!media.paused) onPlay();
    return () => {
      cancelAnimationFrame(frame);
      for (const [name, listener] of events) media.removeEventListener(name, listener);
      if (output) output.handler = undefined;
    };
  }, [api, score, media, points]);

  // A new passage starts from its first bar when the media is outside it (a link, a drag elsewhere).
  useEffect(() => {
    if (!media || !score || !passage) return;
    const sync = points.length > 0 ? points : [{ bar: 0, ms: 0 }];
    const barMs = barMsAt(score.tempo);
    const start = timeOfBar(passage.first, sync, barMs) ?? 0;
    const end = timeOfBar(passage.last + 1, sync, barMs) ?? Infinity;
    const now = media.currentTime * 1000;
    if (now < start || now >= end) media.currentTime = start / 1000;
  }, [media, score, points, passage]);

  // Without media the passage is alphaTab's own loop.
  useEffect(() => {
    if (api && !media) api.isLooping = passage !== null;
  }, [api, media, passage]);

  return bar;
}
