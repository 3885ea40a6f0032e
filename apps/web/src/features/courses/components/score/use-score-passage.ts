import type { PlayerMedia } from '#lib/audio-engine/player-media.ts';
import { useCallback, useMemo, useState } from 'react';
import type { model } from '@coderline/alphatab';
import type { BackingTrackData, SyncPoint } from '@gjs/shared';
import type { SharedPassage } from '#components/backing-track-player/player-passage.ts';
import { chorusAtTime, rangeTimes, trackTiming } from '#lib/backing-track-timing/timing.ts';
import type { ScorePassage } from '#lib/loop-link/score-link.ts';
import { chartRangeOf, scorePassageOf, type ScoreTiming } from '../../lib/score-chart.ts';

/** A backing-track chapter's chart selection and loop, which its score shares, and its track. */
export type TrackPassage = SharedPassage & { track: BackingTrackData };

/**
 * The score's passage (decision 0631). In a video chapter it is the score's own. In a backing-track chapter it is the
 * player's chart selection seen on the score: a passage chosen on the score becomes the selection with the loop on,
 * and the player's loop, ramp and count-in play it; the media moves to its first bar when it is outside it.
 */
export function useScorePassage(
  chart: TrackPassage | undefined,
  score: model.Score | null,
  points: readonly SyncPoint[],
  media: PlayerMedia | null,
): [ScorePassage | null, (passage: ScorePassage | null) => void] {
  const [own, setOwn] = useState<ScorePassage | null>(null);
  const scoreTiming = useMemo<ScoreTiming | null>(
    () => (score ? { points, barCount: score.masterBars.length, tempo: score.tempo } : null),
    [score, points],
  );
  const selection = chart?.passage.selection ?? null;
  const track = chart?.track;
  const timing = useMemo(
    () =>
      track &&
      trackTiming({
        barsPerChorus: track.chords.length,
        starttime: track.starttime,
        tempo: track.tempo,
        repetitions: track.repetitions,
      }),
    [track],
  );
  const shown = useMemo(
    () => (selection && scoreTiming && timing ? scorePassageOf(selection, scoreTiming, timing) : null),
    [selection, scoreTiming, timing],
  );
  const setPassage = chart?.setPassage;
  const choose = useCallback(
    (passage: ScorePassage | null) => {
      if (!setPassage || !timing) return;
      const range = passage && scoreTiming ? chartRangeOf(passage, scoreTiming, timing) : null;
      setPassage((current) => (range ? { selection: range, loop: true } : { ...current, selection: null }));
      if (!range || !media) return;
      const { start, end } = rangeTimes(range, chorusAtTime(media.currentTime, timing) ?? 0, timing);
      if (media.currentTime < start || media.currentTime >= end) media.currentTime = start;
    },
    [setPassage, timing, scoreTiming, media],
  );
  return chart ? [shown, choose] : [own, setOwn];
}
