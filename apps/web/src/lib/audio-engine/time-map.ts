/**
 * The engine's position (decision 0313): since the last change at context time `at`, the track has played from
 * `input` at `rate` seconds of track per second. The worklet compensates its own latency, so this is the position
 * heard now (like an `<audio>` element's currentTime, before the device's output latency).
 */
export type TimeAnchor = { at: number; input: number; rate: number };

export function positionAt(anchor: TimeAnchor, now: number, duration: number): number {
  const position = anchor.input + Math.max(0, now - anchor.at) * anchor.rate;
  return Math.min(Math.max(0, position), Number.isFinite(duration) ? duration : position);
}

/** A new anchor at `now` that continues from the current position with another rate: no jump in position. */
export function rerate(anchor: TimeAnchor, now: number, rate: number, duration: number): TimeAnchor {
  return { at: now, input: positionAt(anchor, now, duration), rate };
}

/** Seconds of context time until the position reaches `target` (Infinity when it never does). */
export function secondsUntil(anchor: TimeAnchor, now: number, target: number, duration: number): number {
  const left = target - positionAt(anchor, now, duration);
  if (left <= 0) return 0;
  return anchor.rate > 0 ? left / anchor.rate : Infinity;
}
