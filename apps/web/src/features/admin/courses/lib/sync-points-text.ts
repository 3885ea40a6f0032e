import { syncPointsSchema, type SyncPoint } from '@gjs/shared';

/**
 * The sync editor's list (decision 0631), one point a line: the bar as the score numbers it (1-based) and the media
 * time in seconds, e.g. `5 6.667`. The API counts bars from 0 and time in ms.
 */
export function formatSyncPoints(points: readonly SyncPoint[]): string {
  return points.map((point) => `${point.bar + 1} ${(point.ms / 1000).toFixed(3)}`).join('\n');
}

export type ParsedSyncPoints = { points: SyncPoint[] } | { line: number };

/** The points of the list, or the first line (1-based) that is not a bar and a time, or breaks the order. */
export function parseSyncPoints(text: string): ParsedSyncPoints {
  const points: SyncPoint[] = [];
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const match = /^\s*(\d{1,4})\s+(\d+(?:\.\d+)?)\s*$/.exec(line);
    if (!match || Number(match[1]) < 1) return { line: index + 1 };
    points.push({ bar: Number(match[1]) - 1, ms: Math.round(Number(match[2]) * 1000) });
    if (!syncPointsSchema.safeParse(points).success) return { line: index + 1 };
  }
  return { points };
}
