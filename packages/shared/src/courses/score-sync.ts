import { z } from 'zod';

/**
 * Sync points tie a score to its media (docs/decisions/0631-scores-in-step-with-their-media.md): bar index (0-based)
 * to media time in ms. Bars and times both strictly increase; bars between two points share their time evenly, and
 * bars after the last point go on at the pace of the last two (or at `fallbackBarMs` when there is one point).
 */
export const syncPointSchema = z.object({
  bar: z.number().int().min(0).max(9999),
  ms: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000),
});
export type SyncPoint = z.infer<typeof syncPointSchema>;

export const SYNC_POINTS_MAX = 2000;

/** Strictly increasing bars and times, as the API requires them. */
export const syncPointsSchema = z
  .array(syncPointSchema)
  .max(SYNC_POINTS_MAX)
  .superRefine((points, context) => {
    points.forEach((point, index) => {
      const previous = points[index - 1];
      if (!previous) return;
      if (point.bar <= previous.bar || point.ms <= previous.ms) {
        context.addIssue({ code: 'custom', path: [index], message: 'Bars and times must increase.' });
      }
    });
  });

/** A chapter's score for the viewer: the file to draw (signed, inline) and its sync points (empty: no media tie). */
export const chapterScoreSchema = z.object({
  url: z.string(),
  sync_points: z.array(syncPointSchema),
});
export type ChapterScore = z.infer<typeof chapterScoreSchema>;

/** PUT body of a chapter's sync points; an empty list unties the score from the media. */
export const syncPointsInputSchema = z.object({ sync_points: syncPointsSchema });
export type SyncPointsInput = z.infer<typeof syncPointsInputSchema>;
export const syncPointsResultSchema = z.object({
  sync_points: z.array(syncPointSchema),
  bar_count: z.number().int(),
});
export type SyncPointsResult = z.infer<typeof syncPointsResultSchema>;

/** Milliseconds of one bar of four beats at `tempo` beats per minute. */
export const barMsAt = (tempo: number) => (4 * 60_000) / tempo;

/** A backing track's sync points: one per bar, from its start and tempo (product 0422's bar timing). */
export function trackSyncPoints(track: { starttime: number; tempo: number; bars: number }): SyncPoint[] {
  const barMs = barMsAt(track.tempo);
  return Array.from({ length: track.bars }, (_, bar) => ({
    bar,
    ms: Math.round(track.starttime * 1000 + bar * barMs),
  }));
}

/**
 * Sync points for a steady tempo (the owner's "tempo and offset"): bar 0 at `offsetMs`, one point per bar of four
 * beats that starts before `durationMs`, at most `bars` of them.
 */
export function steadySyncPoints(
  tempo: number,
  offsetMs: number,
  bars: number,
  durationMs: number,
): SyncPoint[] {
  const barMs = barMsAt(tempo);
  const points: SyncPoint[] = [];
  for (let bar = 0; bar < bars && offsetMs + bar * barMs < durationMs; bar += 1) {
    points.push({ bar, ms: Math.round(offsetMs + bar * barMs) });
  }
  return points;
}

/** The pace (ms per bar) around `index` of the points: that segment's, or the nearest one's. */
function segmentPace(points: readonly SyncPoint[], index: number, fallbackBarMs: number): number {
  const a = points[Math.max(0, Math.min(index, points.length - 2))];
  const b = points[Math.max(1, Math.min(index + 1, points.length - 1))];
  if (!a || !b || a === b) return fallbackBarMs;
  return (b.ms - a.ms) / (b.bar - a.bar);
}

/** The media time (ms) at which `bar` starts; null without points. */
export function timeOfBar(bar: number, points: readonly SyncPoint[], fallbackBarMs: number): number | null {
  if (points.length === 0) return null;
  let index = 0;
  while (index + 1 < points.length && points[index + 1]!.bar <= bar) index += 1;
  const point = points[index]!;
  const pace = segmentPace(points, index, fallbackBarMs);
  return Math.max(0, point.ms + (bar - point.bar) * pace);
}

/** The bar (0-based, within `barCount`) playing at media time `ms`. */
export function barAtTime(
  ms: number,
  points: readonly SyncPoint[],
  barCount: number,
  fallbackBarMs: number,
): number {
  if (points.length === 0 || barCount <= 0) return 0;
  let index = 0;
  while (index + 1 < points.length && points[index + 1]!.ms <= ms) index += 1;
  const point = points[index]!;
  const pace = segmentPace(points, index, fallbackBarMs);
  const bar = point.bar + Math.floor((ms - point.ms) / pace + 1e-6);
  return Math.max(0, Math.min(barCount - 1, bar));
}
