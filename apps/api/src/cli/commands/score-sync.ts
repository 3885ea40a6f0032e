import fs from 'node:fs';
import path from 'node:path';
import { adminRequest } from './admin.ts';
import { UsageError, type Command } from './types.ts';

/** The points of the file: a list of `{ "bar": 0, "ms": 1200 }` (bar 0-based), or `{ "sync_points": [...] }`. */
function readPoints(file: string): unknown {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`score:sync: cannot read '${file}' as JSON: ${(error as Error).message}`);
  }
  return Array.isArray(data) ? data : (data as { sync_points?: unknown }).sync_points;
}

/**
 * Sets a chapter score's sync points from a JSON file (decision 0631), through the same staff call as the console,
 * so the same checks apply: bars and times increasing, bars within the score.
 */
export const scoreSync: Command = {
  synopsis:
    '<course id> <chapter id> <points.json> [--as <staff username>]   sets the sync points of a score',
  async run(args, ctx) {
    const [courseId, chapterId, file, ...rest] = args;
    if (!courseId || !chapterId || !file || !/^\d+$/.test(courseId) || !/^\d+$/.test(chapterId)) {
      throw new UsageError('score:sync: give a course id, a chapter id and a JSON file');
    }
    const points = readPoints(path.resolve(ctx.cwd ?? process.cwd(), file));
    if (!Array.isArray(points)) throw new UsageError('score:sync: the file holds no list of sync points');
    const url = `courses/${courseId}/chapters/${chapterId}/sync-points/`;
    return adminRequest.run(['PUT', url, '--data', JSON.stringify({ sync_points: points }), ...rest], ctx);
  },
};
