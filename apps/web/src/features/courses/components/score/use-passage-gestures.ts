import { useEffect } from 'react';
import type { AlphaTabApi, model } from '@coderline/alphatab';
import type { ScorePassage } from '#lib/loop-link/score-link.ts';

/**
 * Bars dragged over on the score become the passage, and so do the bars from the last clicked one to a shift-clicked
 * one; a click without a drag clears it (alphaTab seeks to the clicked note itself), as on the player's chord chart
 * (product 0422). The passage is shown as whole bars.
 */
export function usePassageGestures(
  element: HTMLElement | null,
  api: AlphaTabApi | null,
  score: model.Score | null,
  track: number,
  passage: ScorePassage | null,
  onPassage: (passage: ScorePassage | null) => void,
) {
  useEffect(() => {
    if (!api || !element) return;
    let down: number | null = null;
    let over: number | null = null;
    let clicked: number | null = null;
    let shift = false;
    // alphaTab's beat events carry no keys: the pointer's own event tells a shift-click.
    const onPointer = (event: PointerEvent) => {
      shift = event.shiftKey;
    };
    element.addEventListener('pointerdown', onPointer, true);
    const onDown = (beat: model.Beat) => {
      down = over = beat.voice.bar.index;
    };
    const onMove = (beat: model.Beat) => {
      if (down !== null) over = beat.voice.bar.index;
    };
    const onUp = (beat: model.Beat | null) => {
      const up = beat?.voice.bar.index ?? over;
      if (down !== null && up !== null) {
        const from = up === down && shift ? clicked : down;
        onPassage(
          from === null || from === up ? null : { first: Math.min(from, up), last: Math.max(from, up) },
        );
        if (up === down && !shift) clicked = up;
      }
      down = over = null;
    };
    api.beatMouseDown.on(onDown);
    api.beatMouseMove.on(onMove);
    api.beatMouseUp.on(onUp);
    return () => {
      element.removeEventListener('pointerdown', onPointer, true);
      api.beatMouseDown.off(onDown);
      api.beatMouseMove.off(onMove);
      api.beatMouseUp.off(onUp);
    };
  }, [element, api, onPassage]);

  // Whole bars, from the first beat of the first to the last beat of the last; applying the range also moves the
  // playback to the passage's start. A passage cleared elsewhere (the player's chart) leaves no highlight.
  useEffect(() => {
    if (!api || !score) return;
    if (!passage) {
      api.clearPlaybackRangeHighlight();
      return;
    }
    const bars = (score.tracks[track] ?? score.tracks[0])?.staves[0]?.bars;
    const start = bars?.[passage.first]?.voices[0]?.beats[0];
    const end = bars?.[passage.last]?.voices[0]?.beats.at(-1);
    if (!start || !end) return;
    api.highlightPlaybackRange(start, end);
    api.applyPlaybackRangeFromHighlight();
  }, [api, score, track, passage]);
}
