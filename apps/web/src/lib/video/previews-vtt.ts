/** One seek-bar preview: the picture shown from `start` to `end` (seconds), a tile of a sprite. */
export interface PreviewCue {
  start: number;
  end: number;
  /** The sprite's address, resolved against the index's own address (the index names it relatively). */
  sprite: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const TIMING = /^\s*((?:\d+:)?\d{1,2}:\d{2}\.\d{3})\s+-->\s+((?:\d+:)?\d{1,2}:\d{2}\.\d{3})/;
const XYWH = /#xywh=(\d+),(\d+),(\d+),(\d+)\s*$/;

/** "hh:mm:ss.mmm" or "mm:ss.mmm" in seconds. */
function seconds(stamp: string): number {
  return stamp.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/**
 * The cues of a WebVTT index of preview pictures (`<sprite>#xywh=x,y,w,h` per cue, as the transcoding job writes it,
 * decision 0418). Cues whose text is not such a tile are left out; `base` resolves relative sprite addresses.
 */
export function parsePreviewsVtt(text: string, base: string): PreviewCue[] {
  if (!text.startsWith('WEBVTT') && !text.startsWith('\uFEFFWEBVTT')) return [];
  const cues: PreviewCue[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const timing = TIMING.exec(lines[i]!);
    if (!timing) continue;
    const payload = (lines[i + 1] ?? '').trim();
    const tile = XYWH.exec(payload);
    if (!tile) continue;
    const [, x, y, width, height] = tile.map(Number) as [number, number, number, number, number];
    cues.push({
      start: seconds(timing[1]!),
      end: seconds(timing[2]!),
      sprite: new URL(payload.slice(0, tile.index), base).href,
      x,
      y,
      width,
      height,
    });
  }
  return cues;
}

/** The cue showing at `time`: the last one begun by then (the first before any has begun). */
export function previewAt(cues: readonly PreviewCue[], time: number): PreviewCue | null {
  let found = cues[0] ?? null;
  for (const cue of cues) {
    if (cue.start > time) break;
    found = cue;
  }
  return found;
}
