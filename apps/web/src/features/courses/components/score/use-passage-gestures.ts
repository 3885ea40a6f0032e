import { useEffect } from 'react';
import type { AlphaTabApi, model } from '@coderline/alphatab';
import type { ScorePassage } from '#lib/loop-link/score-link.ts';

/**
 * Bars dragged over on the score become the passage; a click without a drag clears it (alphaTab seeks to the clicked
 * note itself), as on the player's chord chart (product 0422). The passage is shown as whole bars.
 */
export function usePassageGestures(
  api: AlphaTabApi | null,
  score: model.Score | null,
  track: number,
  passage: ScorePassage | null,
  onPassage: (passage: ScorePassage | null) => void,
) {
  useEffect(() => {
    if (!api) return;
    let down: number | null = null;
    let over: number | null = null;
    const onDown = (beat: model.Beat) => {
      down = over = beat.voice.bar.index;
    };
    const onMove = (beat: model.Beat) => {
      if (down !== null) over = beat.voice.bar.index;
    };
    const onUp = (beat: model.Beat | null) => {
      const up = beat?.voice.bar.index ?? over;
      if (down !== null && up !== null) {
        onPassage(up === down ? null : { first: Math.min(down, up), last: Math.max(down, up) });
      }
      down = over = null;
    };
    api.beatMouseDown.on(onDown);
    api.beatMouseMove.on(onMove);
    api.beatMouseUp.on(onUp);
    return () => {
      api.beatMouseDown.off(onDown);
      api.beatMouseMove.off(onMove);
      api.beatMouseUp.off(onUp);
    };
  }, [api, onPassage]);

  // Whole bars, from the first beat of the first to the last beat of the last; applying the range also moves the
  // playback to the passage's start.
  useEffect(() => {
    if (!api || !score || !passage) return;
    const bars = (score.tracks[track] ?? score.tracks[0])?.staves[0]?.bars;
    const start = bars?.[passage.first]?.voices[0]?.beats[0];
    const end = bars?.[passage.last]?.voices[0]?.beats.at(-1);
    if (!start || !end) return;
    api.highlightPlaybackRange(start, end);
    api.applyPlaybackRangeFromHighlight();
  }, [api, score, track, passage]);
}
