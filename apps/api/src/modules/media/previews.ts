/** The seek bar's preview pictures: one every `interval` seconds, 160 pixels wide, ten to a row of one sprite. */
export const PREVIEW_WIDTH = 160;
export const PREVIEW_COLUMNS = 10;
/** At most this many pictures: a long lesson gets a picture every few seconds rather than a huge sprite. */
const MAX_PREVIEWS = 100;

export interface PreviewPlan {
  interval: number;
  count: number;
  width: number;
  height: number;
  columns: number;
  rows: number;
}

export function planPreviews(durationSeconds: number, width: number, height: number): PreviewPlan {
  const interval = Math.max(2, Math.ceil(durationSeconds / MAX_PREVIEWS));
  const count = Math.max(1, Math.ceil(durationSeconds / interval));
  const previewHeight = Math.max(2, Math.round((PREVIEW_WIDTH * height) / width / 2) * 2);
  const columns = Math.min(PREVIEW_COLUMNS, count);
  return {
    interval,
    count,
    width: PREVIEW_WIDTH,
    height: previewHeight,
    columns,
    rows: Math.ceil(count / columns),
  };
}

/** FFmpeg's arguments for the sprite: a picture every interval, scaled, tiled into one JPEG. */
export function spriteArgs(input: string, output: string, plan: PreviewPlan, threads: number) {
  return [
    '-y',
    '-threads',
    String(threads),
    '-i',
    input,
    '-an',
    '-vf',
    `fps=1/${plan.interval},scale=${plan.width}:${plan.height},tile=${plan.columns}x${plan.rows}`,
    '-frames:v',
    '1',
    '-q:v',
    '5',
    output,
  ];
}

/** FFmpeg's arguments for the poster: one frame a little into the video (the first is often black). */
export function posterArgs(input: string, output: string, durationSeconds: number, height: number) {
  const at = Math.min(2, durationSeconds / 3).toFixed(2);
  return [
    '-y',
    '-ss',
    at,
    '-i',
    input,
    '-frames:v',
    '1',
    '-vf',
    `scale=-2:${Math.min(720, height)}`,
    '-q:v',
    '3',
    output,
  ];
}

const stamp = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${s.toFixed(3).padStart(6, '0')}`;
};

/** The WebVTT index of the sprite: a cue per picture, pointing at its tile with a media fragment. */
export function previewsVtt(plan: PreviewPlan, durationSeconds: number, sprite: string): string {
  const cues = ['WEBVTT', ''];
  for (let i = 0; i < plan.count; i++) {
    const start = i * plan.interval;
    const end = Math.min(durationSeconds, start + plan.interval);
    const x = (i % plan.columns) * plan.width;
    const y = Math.floor(i / plan.columns) * plan.height;
    cues.push(
      `${stamp(start)} --> ${stamp(end)}`,
      `${sprite}#xywh=${x},${y},${plan.width},${plan.height}`,
      '',
    );
  }
  return cues.join('\n');
}
