/**
 * The window of decoded audio the worklet holds while a track streams (decision 0313): the audio from a little behind
 * the position to some way ahead of it, in chunks of a few seconds. Pure arithmetic, in seconds of the track.
 */
export type PcmWindow = {
  /** Seconds kept ahead of the position (at 150 % tempo, 30 s ahead is 20 s of playing to decode the next chunk). */
  aheadSeconds: number;
  /** Seconds kept behind it: a loop that short never waits, since its start is still held when it jumps back. */
  behindSeconds: number;
  /** Seconds per buffer handed to the worklet: what is decoded, transferred and dropped as one. */
  chunkSeconds: number;
};

export const PCM_WINDOW: PcmWindow = { aheadSeconds: 30, behindSeconds: 30, chunkSeconds: 5 };

/** The track's span the worklet holds: [start, end) in seconds. */
export type HeldSpan = { start: number; end: number };

/** Whether playing from `position` can start at once: it is held, with a second after it (or the track's end). */
export function holds(span: HeldSpan, position: number, duration: number): boolean {
  const needed = Math.min(position + 1, duration);
  return position >= span.start && span.end >= needed && span.end > span.start;
}

/** Where a refill for `position` starts: the start of its chunk, so chunks keep their places in the track. */
export function refillStart(position: number, window: PcmWindow): number {
  return Math.max(0, Math.floor(position / window.chunkSeconds) * window.chunkSeconds);
}

/** Whether another chunk should be decoded now: the span reaches less than `aheadSeconds` past the position. */
export function wantsMore(span: HeldSpan, position: number, duration: number, window: PcmWindow): boolean {
  return span.end < Math.min(duration, position + window.aheadSeconds);
}

/** Up to where the held audio may be dropped: everything ending `behindSeconds` before the position. */
export function dropBefore(position: number, window: PcmWindow): number {
  return position - window.behindSeconds;
}

/**
 * Whether a seek to `position` is served by the chunks held or being decoded in order (it is held, or within the
 * next chunk): otherwise the held audio is dropped and decoding starts again at the position.
 */
export function reachable(span: HeldSpan, position: number, window: PcmWindow): boolean {
  return position >= span.start && position < span.end + window.chunkSeconds;
}
