import type { PlayerMedia } from '#lib/audio-engine/player-media.ts';
import { useCallback, useEffect, useRef } from 'react';
import { countIn } from '#components/backing-track-player/count-in.ts';
import { rampTempo, type Ramp } from '#lib/backing-track-timing/ramp.ts';
import type { ScorePassage } from '#lib/loop-link/score-link.ts';

type Options = {
  media: PlayerMedia | null;
  passage: ScorePassage | null;
  ramp: Ramp | null;
  withCountIn: boolean;
  /** Beats per second of the score at 100 %, for the count-in's clicks. */
  beatSeconds: number;
  onSpeedChange?: ((speed: number) => void) | undefined;
};

/**
 * The player's practice tools on a score passage (decisions 0630, 0631): the ramp raises the media's speed after
 * every N repetitions of the passage, from its start; the count-in plays a bar of clicks before the media starts
 * playing, the media waiting paused. Returns what the loop calls when it jumps back.
 */
export function useScorePractice({ media, passage, ramp, withCountIn, beatSeconds, onSpeedChange }: Options) {
  const repetition = useRef(0);
  useEffect(() => {
    repetition.current = 0;
    if (ramp) onSpeedChange?.(ramp.start / 100);
  }, [ramp, passage, onSpeedChange]);

  useEffect(() => {
    if (!media || !withCountIn) return;
    let counted = false;
    let abort: AbortController | null = null;
    const onPlay = () => {
      if (counted) {
        counted = false;
        return;
      }
      media.pause();
      abort?.abort();
      const current = new AbortController();
      abort = current;
      void countIn(beatSeconds / (media.playbackRate || 1), current.signal).then((finished) => {
        if (!finished || abort !== current) return;
        counted = true;
        media.play().catch((error: unknown) => console.warn('Playback after the count-in failed', error));
      });
    };
    media.addEventListener('play', onPlay);
    return () => {
      abort?.abort();
      media.removeEventListener('play', onPlay);
    };
  }, [media, withCountIn, beatSeconds]);

  return useCallback(() => {
    repetition.current += 1;
    if (ramp) onSpeedChange?.(rampTempo(ramp, repetition.current) / 100);
  }, [ramp, onSpeedChange]);
}
