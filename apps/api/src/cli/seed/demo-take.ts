import { DAY_MS } from '@gjs/shared';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/types.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { idsByUsername } from '../../modules/accounts/index.ts';
import { insertAnsweredTake } from '../../modules/takes/index.ts';
import { copyMedia, loadManifest, MEDIA_SOURCE_DIR } from './catalogue.ts';

export const DEMO_TAKE_TITLE = 'Swing de Berlin, first chorus';

/** The generated file in storage, with what the takes module keeps of it. */
async function stored(storage: Storage, source: string, seconds: number) {
  const key = await copyMedia(storage, source);
  const { size } = fs.statSync(path.join(MEDIA_SOURCE_DIR, ...source.split('/')));
  return { key, mime: 'audio/mpeg', size, durationMs: Math.round(seconds * 1000) };
}

/**
 * One answered take of the demo student (issue 33): played over Swing de Berlin from its start, two remarks of the
 * demo teacher at their bars, the teacher's recorded answer and a short exchange. Idempotent by title; the files
 * are copied again when missing from storage. Answers whether the take was created.
 */
export async function seedDemoTake(db: Database, storage: Storage, now = new Date()): Promise<boolean> {
  const ids = await idsByUsername(db, ['student', 'teacher']);
  const studentId = ids.get('student');
  const teacherId = ids.get('teacher');
  if (studentId === undefined || teacherId === undefined) return false;
  const { demo_take: demo, backing_tracks: tracks } = loadManifest();
  const track = tracks.find((t) => t.slug === demo.track);
  if (!track) throw new Error(`the demo take's track ${demo.track} is not in the manifest`);
  const take = await stored(storage, demo.take, demo.take_seconds);
  const answer = await stored(storage, demo.answer, demo.answer_seconds);
  const created = await insertAnsweredTake(db, {
    studentId,
    teacherId,
    title: DEMO_TAKE_TITLE,
    note: 'My first go at the arpeggios over the A minor bars. Is my timing on the change to D minor right?',
    take,
    answer,
    // The take starts with the track (its own count-in before bar 1).
    track: { name: track.name, playedTempo: null, offsetMs: 0 },
    remarks: [
      { timeMs: 2_200, text: 'Nice attack on the A, keep the down-strokes this firm.' },
      { timeMs: 4_250, text: 'You arrive on D minor a little early: wait for beat one.' },
    ],
    replies: [
      { fromTeacher: true, text: 'Listen to my answer: the same arpeggio, slower, landing on the beat.' },
      { fromTeacher: false, text: 'Thank you! I will practise it with the metronome.' },
    ],
    createdAt: new Date(now.getTime() - 3 * DAY_MS),
    answeredAt: new Date(now.getTime() - 2 * DAY_MS),
  });
  return created !== undefined;
}
