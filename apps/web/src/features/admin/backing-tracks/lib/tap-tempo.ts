/** The fewest taps from which a tempo is given (three intervals). */
export const MIN_TAPS = 4;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export type TapResult = { tempo: number; starttime: number };

/**
 * Tempo and start time from taps on the beats while the audio plays (times in seconds of the audio): the tempo
 * comes from the median interval, so that one early or late tap does not move it, and the start time is the first
 * tap, taken as the first downbeat. Rounded to 0.1 BPM and 0.01 s. Undefined until there are MIN_TAPS taps.
 */
export function tapResult(taps: number[]): TapResult | undefined {
  if (taps.length < MIN_TAPS) return undefined;
  const intervals = taps.slice(1).map((t, i) => t - taps[i]!);
  const beat = median(intervals);
  if (!(beat > 0)) return undefined;
  return { tempo: Math.round(600 / beat) / 10, starttime: Math.round(taps[0]! * 100) / 100 };
}
