import { DEFAULT_REPETITIONS, DEFAULT_STARTTIME, DEFAULT_TEMPO } from '@gjs/shared';

/**
 * The backing-track player's timing rules (product 0422 and 0426), as pure functions of the audio
 * time: no React, no DOM. See README.md beside this file for the model and its invariants.
 */

export const BEATS_PER_BAR = 4;
/** The highlight shows the bar that sounds this many seconds from now. */
export const LOOK_AHEAD_SECONDS = 0.3;
/** The slowest the player may check the audio; it follows more closely on animation frames while playing. */
export const POLL_INTERVAL_MS = 100;
/** A loop jumps back this fraction of a bar before the end of the range's last bar. */
export const LOOP_END_MARGIN_BARS = 0.07;
/**
 * How far past the end of a range a check may land and still count as reaching it (a late check at double speed
 * is 0.2 s of audio). A deliberate seek further past the range plays on.
 */
export const LOOP_GRACE_BARS = 0.5;

/** Timing of one track: the chord list of `barsPerChorus` bars is played `repetitions` times from `starttime`. */
export type TrackTiming = {
  starttime: number;
  tempo: number;
  barsPerChorus: number;
  repetitions: number;
};

/** Selected bars, inclusive, as positions in the chord list (0-based); `start <= end`. */
export type BarRange = { start: number; end: number };

type TimingInput = { barsPerChorus: number; starttime?: number; tempo?: number; repetitions?: number };

const positiveOr = (value: number | undefined, fallback: number) =>
  value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;

/** Applies the defaults (tempo 120, starttime 0, repetitions 1) and ignores values no track can have. */
export function trackTiming({ barsPerChorus, starttime, tempo, repetitions }: TimingInput): TrackTiming {
  return {
    starttime:
      starttime !== undefined && Number.isFinite(starttime) && starttime >= 0 ? starttime : DEFAULT_STARTTIME,
    tempo: positiveOr(tempo, DEFAULT_TEMPO),
    barsPerChorus: Math.max(0, Math.floor(barsPerChorus)),
    repetitions: Math.max(1, Math.floor(positiveOr(repetitions, DEFAULT_REPETITIONS))),
  };
}

/** Seconds of one bar: four beats at `tempo` beats per minute. */
export function barDuration(tempo: number): number {
  return (60 / tempo) * BEATS_PER_BAR;
}

export function totalBars(timing: TrackTiming): number {
  return timing.barsPerChorus * timing.repetitions;
}

/** When bar `bar` (0-based, over all choruses) starts. */
export function timeOfBar(bar: number, timing: TrackTiming): number {
  return timing.starttime + bar * barDuration(timing.tempo);
}

/** The end of the last bar. */
export function endTime(timing: TrackTiming): number {
  return timeOfBar(totalBars(timing), timing);
}

/** Whether the audio has reached or passed the end of the last bar. */
export function hasPassedEnd(time: number, timing: TrackTiming): boolean {
  return time >= endTime(timing);
}

/** The chorus (0-based repetition of the chord list) a bar belongs to. */
export function chorusOf(bar: number, barsPerChorus: number): number {
  return barsPerChorus > 0 ? Math.floor(bar / barsPerChorus) : 0;
}

/** The bar's position in the chord list (0-based). */
export function barInChordList(bar: number, barsPerChorus: number): number {
  return barsPerChorus > 0 ? bar % barsPerChorus : 0;
}

/**
 * The bar to highlight at audio time `time`: the bar sounding `lookAhead` seconds later. Null before that reaches
 * `starttime` and once the audio itself has passed the end of the last bar. In the last `lookAhead` seconds the
 * look-ahead runs past the end; the last bar stays highlighted until it has really ended.
 */
export function barAtTime(time: number, timing: TrackTiming, lookAhead = LOOK_AHEAD_SECONDS): number | null {
  const bars = totalBars(timing);
  if (bars === 0 || !Number.isFinite(time) || hasPassedEnd(time, timing)) return null;
  const ahead = time + lookAhead - timing.starttime;
  if (ahead < 0) return null;
  return Math.min(Math.floor(ahead / barDuration(timing.tempo)), bars - 1);
}

/** A range from two bars in either order (a drag may go backwards), limited to the chord list. */
export function normalizeRange(from: number, to: number, barsPerChorus: number): BarRange {
  const last = Math.max(0, barsPerChorus - 1);
  const clamp = (bar: number) => Math.min(Math.max(Math.floor(bar), 0), last);
  return { start: clamp(Math.min(from, to)), end: clamp(Math.max(from, to)) };
}

/** Start and end times of the range inside chorus `chorus`. */
export function rangeTimes(range: BarRange, chorus: number, timing: TrackTiming) {
  const first = chorus * timing.barsPerChorus;
  return { start: timeOfBar(first + range.start, timing), end: timeOfBar(first + range.end + 1, timing) };
}

/**
 * Up to when a check still counts as reaching the range end of `chorus`: half a bar after it, but never into the
 * next chorus's occurrence of the range (a range of the whole chord list has no gap: a check past the border plays
 * on in the next chorus's range and loops there).
 */
function loopWindowEnd(range: BarRange, chorus: number, timing: TrackTiming): number {
  const grace = rangeTimes(range, chorus, timing).end + LOOP_GRACE_BARS * barDuration(timing.tempo);
  return chorus + 1 < timing.repetitions
    ? Math.min(grace, rangeTimes(range, chorus + 1, timing).start)
    : grace;
}

/**
 * The chorus whose range end `time` is close to: from the end minus the 7 % margin up to `loopWindowEnd`. Null elsewhere. Computed from the time itself, not from the highlighted bar, so that a check landing just
 * after a chorus border still belongs to the chorus whose range was playing.
 */
function chorusAtRangeEnd(time: number, range: BarRange, timing: TrackTiming, before: number): number | null {
  if (timing.barsPerChorus === 0) return null;
  const bar = barDuration(timing.tempo);
  const position = (time - timing.starttime) / bar; // bars since starttime, fractional
  const chorus = Math.floor((position + before - (range.end + 1)) / timing.barsPerChorus);
  if (chorus < 0 || chorus >= timing.repetitions) return null;
  const { end } = rangeTimes(range, chorus, timing);
  return time >= end - before * bar && time < loopWindowEnd(range, chorus, timing) ? chorus : null;
}

export type LoopDecision = { jump: false } | { jump: true; to: number; chorus: number };

/**
 * With loop on and a range selected: jump back to the range start in the current chorus once the time reaches the
 * end of the range's last bar minus 7 % of a bar.
 */
export function loopDecision(
  time: number,
  range: BarRange | null,
  loop: boolean,
  timing: TrackTiming,
): LoopDecision {
  if (!loop || !range) return { jump: false };
  const chorus = chorusAtRangeEnd(time, range, timing, LOOP_END_MARGIN_BARS);
  if (chorus === null) return { jump: false };
  return { jump: true, to: rangeTimes(range, chorus, timing).start, chorus };
}

/** The chorus the audio is in: the first during the intro, null once the last bar has ended. */
export function chorusAtTime(time: number, timing: TrackTiming): number | null {
  if (hasPassedEnd(time, timing)) return null;
  const position = (time - timing.starttime) / barDuration(timing.tempo);
  return Math.max(0, chorusOf(Math.floor(position), timing.barsPerChorus));
}

/**
 * Where a click on chord-list bar `position` jumps: that bar in the chorus the audio is in (the first one during the
 * intro and once the track has ended).
 */
export function clickTarget(position: number, time: number, timing: TrackTiming): number {
  const chorus = chorusAtTime(time, timing) ?? 0;
  return timeOfBar(chorus * timing.barsPerChorus + position, timing);
}

/**
 * Switching loop on while before the range start (in the current chorus, or during the intro) moves playback to
 * the range start: returns that time, or null to stay.
 */
export function loopStartOnEnable(time: number, range: BarRange | null, timing: TrackTiming): number | null {
  if (!range) return null;
  const chorus = chorusAtTime(time, timing);
  if (chorus === null) return null;
  const { start } = rangeTimes(range, chorus, timing);
  return time < start ? start : null;
}

/**
 * The bar to highlight, following a running loop: when a loop jump falls within the look-ahead, the bar that will
 * sound after the jump is shown (from the range start on), so the highlight never flashes the bar after the range.
 */
export function displayedBar(
  time: number,
  timing: TrackTiming,
  range: BarRange | null,
  loop: boolean,
  lookAhead = LOOK_AHEAD_SECONDS,
): number | null {
  if (loop && range && timing.barsPerChorus > 0 && !hasPassedEnd(time, timing)) {
    const bar = barDuration(timing.tempo);
    const ahead = (time + lookAhead - timing.starttime) / bar;
    const chorus = Math.floor((ahead + LOOP_END_MARGIN_BARS - (range.end + 1)) / timing.barsPerChorus);
    if (chorus >= 0 && chorus < timing.repetitions) {
      const { start, end } = rangeTimes(range, chorus, timing);
      const jumpAt = end - LOOP_END_MARGIN_BARS * bar;
      if (time < jumpAt && time + lookAhead >= jumpAt)
        return barAtTime(start + (time + lookAhead - jumpAt), timing, 0);
    }
  }
  return barAtTime(time, timing, lookAhead);
}

/**
 * The next audio time after `time` at which a check can decide something new: a bar starts sounding `lookAhead`
 * ahead (the highlight moves); with a loop, also the point 7 % of a bar before a bar's end where a loop may jump, the
 * highlight showing that jump `lookAhead` before it, and the ends of the window in which a late check still jumps
 * (a bar start, half a bar after a bar's end); and the end of the last bar. The player checks on the animation frames
 * around these times instead of on every frame (use-bar-sync.ts).
 */
export function nextDecisionTime(
  time: number,
  timing: TrackTiming,
  loop: boolean,
  lookAhead = LOOK_AHEAD_SECONDS,
): number {
  const bar = barDuration(timing.tempo);
  const grids = [timing.starttime - lookAhead];
  if (loop) {
    const jump = timing.starttime - LOOP_END_MARGIN_BARS * bar;
    grids.push(jump, jump - lookAhead, timing.starttime, timing.starttime + LOOP_GRACE_BARS * bar);
  }
  const end = endTime(timing);
  let next = time < end ? end : Infinity;
  for (const offset of grids) next = Math.min(next, offset + (Math.floor((time - offset) / bar) + 1) * bar);
  return next;
}
