/** One quality of a stream: its height, and the bit rates of its video and audio in kbit/s. */
export interface Rendition {
  height: number;
  videoKbps: number;
  audioKbps: number;
}

/** From 240p up to 1080p; a lesson is mostly a guitarist and a fretboard, so the rates are those of calm pictures. */
export const LADDER: readonly Rendition[] = [
  { height: 240, videoKbps: 300, audioKbps: 64 },
  { height: 360, videoKbps: 650, audioKbps: 96 },
  { height: 480, videoKbps: 1100, audioKbps: 128 },
  { height: 720, videoKbps: 2400, audioKbps: 128 },
  { height: 1080, videoKbps: 4500, audioKbps: 160 },
];

/**
 * The renditions of a source `height` pixels high: every step of the ladder up to the source (none is made larger
 * than its source); a source below 240 lines gets one rendition at its own height.
 */
export function renditionsFor(height: number): Rendition[] {
  const fitting = LADDER.filter((r) => r.height <= height);
  if (fitting.length) return fitting;
  return [{ ...LADDER[0]!, height: Math.max(2, height - (height % 2)) }];
}
