import { takeBarAt } from '@gjs/shared';
import type { Database } from '#db/types.ts';
import * as repo from './repository.ts';
import { timingOf } from './to-take.ts';

/** A stored file of a take or of its answer. */
export interface StoredFile {
  key: string;
  mime: string;
  size: number;
  durationMs: number;
}

export interface AnsweredTakeInput {
  studentId: number;
  teacherId: number;
  title: string;
  note: string;
  take: StoredFile;
  answer: StoredFile;
  /** The backing track's name, its tempo as played (null: its own) and where its audio starts in the take. */
  track: { name: string; playedTempo: number | null; offsetMs: number };
  remarks: Array<{ timeMs: number; text: string }>;
  replies: Array<{ fromTeacher: boolean; text: string }>;
  createdAt: Date;
  answeredAt: Date;
}

/**
 * Writes a take that has been answered, its remarks (their bars computed from the track as the teacher's remarks
 * are) and replies, in one transaction: the demo seed's exchange between the demo student and the demo teacher.
 * Answers the take's id, or undefined when the student already has a take of that title.
 */
export async function insertAnsweredTake(
  db: Database,
  input: AnsweredTakeInput,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    if (await repo.findTakeIdByTitle(tx, input.studentId, input.title)) return undefined;
    const track = await repo.findTrackByName(tx, input.track.name);
    const id = await repo.insertTake(tx, {
      userId: input.studentId,
      title: input.title,
      note: input.note,
      media: input.take.key,
      mime: input.take.mime,
      size: input.take.size,
      durationMs: input.take.durationMs,
      backingTrackId: track?.id ?? null,
      playedTempo: track ? (input.track.playedTempo ?? track.tempo) : null,
      playedKey: track?.key ?? null,
      offsetMs: track ? input.track.offsetMs : 0,
      state: 'answered',
      readByTeacher: true,
      answerMedia: input.answer.key,
      answerMime: input.answer.mime,
      answerSize: input.answer.size,
      answerDurationMs: input.answer.durationMs,
      answeredAt: input.answeredAt,
      createdAt: input.createdAt,
    });
    const row = await repo.findTake(tx, id);
    const timing = row ? timingOf(row) : null;
    for (const remark of input.remarks) {
      const bar = timing ? takeBarAt(remark.timeMs, timing) : null;
      await repo.insertRemark(tx, {
        takeId: id,
        timeMs: remark.timeMs,
        bar: bar?.bar ?? null,
        chorus: bar?.chorus ?? null,
        text: remark.text,
        authorId: input.teacherId,
      });
    }
    for (const reply of input.replies) {
      await repo.insertReply(tx, {
        takeId: id,
        authorId: reply.fromTeacher ? input.teacherId : input.studentId,
        fromTeacher: reply.fromTeacher,
        text: reply.text,
      });
    }
    return id;
  });
}
