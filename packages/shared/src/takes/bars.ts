/**
 * Which bar of its backing track sounds at a moment of a take (docs/decisions/0632-takes.md). The take keeps what it
 * was played over: the track's timing (tempo, start time, bars of its chart, repetitions), the tempo it was played
 * at, the loop, and the offset, i.e. the time of the take at which the track's audio started.
 */
export interface TakeTiming {
  /** Milliseconds into the take at which the track's audio started (from its loop start when it looped). */
  offsetMs: number;
  /** The tempo the track was played at (its own tempo times the speed). */
  playedTempo: number;
  trackTempo: number;
  /** Seconds of the track's audio before its first bar. */
  starttime: number;
  barsPerChorus: number;
  repetitions: number;
  /** Bars of the chart (0-based, inclusive) played again and again, or null for the whole track. */
  loop: { start: number; end: number } | null;
}

export interface TakeBar {
  /** 1-based bar of the chart. */
  bar: number;
  /** 1-based chorus (repetition of the chart, or of the loop). */
  chorus: number;
}

const BEATS_PER_BAR = 4;
const barSeconds = (tempo: number) => (60 / tempo) * BEATS_PER_BAR;

/** The bar sounding at `timeMs` of the take, or null before the first bar, after the last, or without a chart. */
export function takeBarAt(timeMs: number, t: TakeTiming): TakeBar | null {
  if (t.barsPerChorus < 1 || t.playedTempo <= 0 || t.trackTempo <= 0) return null;
  const audio = ((timeMs - t.offsetMs) / 1000) * (t.playedTempo / t.trackTempo);
  if (t.loop) {
    if (audio < 0) return null;
    const length = t.loop.end - t.loop.start + 1;
    const played = Math.floor(audio / barSeconds(t.trackTempo) + 1e-9);
    return { bar: t.loop.start + (played % length) + 1, chorus: Math.floor(played / length) + 1 };
  }
  const index = Math.floor((audio - t.starttime) / barSeconds(t.trackTempo) + 1e-9);
  if (audio < t.starttime || index >= t.barsPerChorus * t.repetitions) return null;
  return { bar: (index % t.barsPerChorus) + 1, chorus: Math.floor(index / t.barsPerChorus) + 1 };
}

/** The moments (ms of the take) at which bars start, up to `durationMs`, with the bar that starts there. */
export function takeBarStarts(durationMs: number, t: TakeTiming): Array<TakeBar & { timeMs: number }> {
  if (t.barsPerChorus < 1 || t.playedTempo <= 0 || t.trackTempo <= 0) return [];
  const stepMs = (barSeconds(t.trackTempo) * 1000 * t.trackTempo) / t.playedTempo;
  const firstMs = t.offsetMs + (t.loop ? 0 : (t.starttime * 1000 * t.trackTempo) / t.playedTempo);
  const count = t.loop ? Infinity : t.barsPerChorus * t.repetitions;
  const starts: Array<TakeBar & { timeMs: number }> = [];
  for (let i = 0; i < count && starts.length < 2000; i++) {
    const timeMs = firstMs + i * stepMs;
    if (timeMs > durationMs) break;
    if (timeMs < 0) continue;
    const bar = takeBarAt(timeMs + stepMs / 2, t);
    if (bar) starts.push({ ...bar, timeMs: Math.round(timeMs) });
  }
  return starts;
}
