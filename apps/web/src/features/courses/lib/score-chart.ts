import { barAtTime, barMsAt, timeOfBar as scoreBarMs, type SyncPoint } from '@gjs/shared';
import {
  timeOfBar as chartBarSeconds,
  barDuration,
  type BarRange,
  type TrackTiming,
} from '#lib/backing-track-timing/timing.ts';
import type { ScorePassage } from '#lib/loop-link/score-link.ts';

/** What ties a score's bars to media time (decision 0631): its sync points, bar count and written tempo. */
export type ScoreTiming = { points: readonly SyncPoint[]; barCount: number; tempo: number };

/**
 * The chord chart's bars (0-based, in the chord list) that a score passage covers, through the media time both are
 * tied to: with the points computed from the track, score bar i is chart bar i. Clamped to the chord list, so a
 * score longer than the chart loops the chart's last bars; null without points or chords.
 */
export function chartRangeOf(
  passage: ScorePassage,
  score: ScoreTiming,
  timing: TrackTiming,
): BarRange | null {
  const barMs = barMsAt(score.tempo);
  const start = scoreBarMs(passage.first, score.points, barMs);
  const end = scoreBarMs(passage.last + 1, score.points, barMs);
  if (start === null || end === null || timing.barsPerChorus === 0) return null;
  // Rounded: the points are whole milliseconds, a bar's start is a fraction.
  const chartBar = (ms: number) => Math.round((ms / 1000 - timing.starttime) / barDuration(timing.tempo));
  const clamp = (bar: number) => Math.min(Math.max(bar, 0), timing.barsPerChorus - 1);
  const first = clamp(chartBar(start));
  return { start: first, end: Math.max(first, clamp(chartBar(end) - 1)) };
}

/**
 * The score's bars that a chart selection covers; clamped to the score, so a score shorter than the chart shows
 * the part it has. Null when the selection starts after the score's last bar (or the score has no points).
 */
export function scorePassageOf(
  range: BarRange,
  score: ScoreTiming,
  timing: TrackTiming,
): ScorePassage | null {
  if (score.points.length === 0 || score.barCount === 0) return null;
  const barMs = barMsAt(score.tempo);
  const start = chartBarSeconds(range.start, timing) * 1000;
  const end = chartBarSeconds(range.end + 1, timing) * 1000;
  // A quarter of a bar inside the chart's bars at either end: the points are whole milliseconds, so times drift.
  const inside = (barDuration(timing.tempo) * 1000) / 4;
  const scoreEnd = scoreBarMs(score.barCount, score.points, barMs) ?? 0;
  if (start + inside >= scoreEnd) return null;
  const first = barAtTime(start + inside, score.points, score.barCount, barMs);
  const last = barAtTime(end - inside, score.points, score.barCount, barMs);
  return { first, last: Math.max(first, last) };
}
