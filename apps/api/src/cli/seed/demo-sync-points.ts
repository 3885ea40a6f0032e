import fs from 'node:fs';
import path from 'node:path';
import { steadySyncPoints, type SyncPoint } from '@gjs/shared';
import { readScore } from '#lib/scores/read-score.ts';

/** A demo score's tempo and length, read from its file as the viewer reads it. */
export type ScoreTiming = { tempo: number; bars: number };

export async function readScoreTiming(file: string): Promise<ScoreTiming> {
  const facts = await readScore(new Uint8Array(fs.readFileSync(file)));
  if (!facts) throw new Error(`Demo catalogue: the score ${path.basename(file)} cannot be read.`);
  return { tempo: facts.tempo, bars: facts.barCount };
}

/**
 * Sync points of a demo video chapter (decision 0631): the score played at its own tempo from the video's start, one
 * point per bar that starts within the video, as the owner makes them with "tempo and offset" for a steady tempo.
 */
export const demoSyncPoints = ({ tempo, bars }: ScoreTiming, durationMs: number): SyncPoint[] =>
  steadySyncPoints(tempo, 0, bars, durationMs);
