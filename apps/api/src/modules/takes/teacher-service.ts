import type { AdminTakeList, Take, TakeAnswer, TakeRemarkInput, TakeReplyInput } from '@gjs/shared';
import { TAKE_MESSAGES, takeBarAt } from '@gjs/shared';
import { NotFoundError, ValidationError } from '#lib/errors.ts';
import type { DbOrTx } from '#db/types.ts';
import { tellStudentAnswered } from './emails.ts';
import { withRecording } from './recordings.ts';
import { filesOfRecording } from './remux-keys.ts';
import * as repo from './repository.ts';
import { readTake, type TakesDeps } from './service.ts';
import { timingOf } from './to-take.ts';

/** The console's side of takes (staff only, by the endpoints table). */

async function requireTake(db: DbOrTx, id: number) {
  const row = await repo.findTake(db, id);
  if (!row) throw new NotFoundError(TAKE_MESSAGES.notFound);
  return row;
}

const reread = async (deps: TakesDeps, id: number) => readTake(deps, deps.db, await requireTake(deps.db, id));

export async function listForTeacher(deps: TakesDeps, studentId?: number): Promise<AdminTakeList> {
  const [rows, unread] = await Promise.all([
    repo.listAllTakes(deps.db, studentId),
    repo.countUnread(deps.db),
  ]);
  return {
    unread,
    takes: rows.map((r) => ({
      id: r.id,
      title: r.title,
      state: r.state,
      read_by_teacher: r.readByTeacher,
      created_at: r.createdAt.toISOString(),
      duration_ms: r.durationMs,
      student: {
        id: r.student.id,
        username: r.student.username,
        first_name: r.student.firstName,
        last_name: r.student.lastName,
      },
    })),
  };
}

/** Opening a take marks it read. */
export async function openTake(deps: TakesDeps, id: number): Promise<Take> {
  const row = await requireTake(deps.db, id);
  if (!row.take.readByTeacher) {
    await repo.updateTake(deps.db, id, { readByTeacher: true });
    row.take.readByTeacher = true;
  }
  return readTake(deps, deps.db, row);
}

/** A remark at a moment of the take; its bar is the track's bar sounding then (computed here, never sent). */
export async function addRemark(
  deps: TakesDeps,
  authorId: number,
  id: number,
  input: TakeRemarkInput,
): Promise<Take> {
  await deps.db.transaction(async (tx) => {
    const row = await requireTake(tx, id);
    if (input.time_ms > row.take.durationMs) {
      const [field, message] = ['time_ms', TAKE_MESSAGES.afterEnd];
      throw new ValidationError(`${field}: ${message}`, { errors: { [field]: [message] } });
    }
    const timing = timingOf(row);
    const bar = timing ? takeBarAt(input.time_ms, timing) : null;
    await repo.insertRemark(tx, {
      takeId: id,
      timeMs: input.time_ms,
      bar: bar?.bar ?? null,
      chorus: bar?.chorus ?? null,
      text: input.text,
      authorId,
    });
  });
  return reread(deps, id);
}

export async function removeRemark(deps: TakesDeps, id: number, remarkId: number): Promise<Take> {
  await requireTake(deps.db, id);
  if (!(await repo.deleteRemark(deps.db, id, remarkId)))
    throw new NotFoundError(TAKE_MESSAGES.remarkNotFound);
  return reread(deps, id);
}

export async function replyAsTeacher(deps: TakesDeps, authorId: number, id: number, input: TakeReplyInput) {
  await deps.db.transaction(async (tx) => {
    await requireTake(tx, id);
    await repo.insertReply(tx, { takeId: id, authorId, fromTeacher: true, text: input.text });
  });
  return reread(deps, id);
}

/** The teacher's recorded answer, replacing an earlier one (whose file then leaves the storage). */
export async function setAnswer(
  deps: TakesDeps,
  teacherId: number,
  id: number,
  input: TakeAnswer,
): Promise<Take> {
  const row = await requireTake(deps.db, id);
  const previous = await withRecording(
    deps,
    teacherId,
    input.upload_id,
    { studentId: row.take.userId, folder: 'answers', statedDurationMs: input.duration_ms },
    async (tx, recording) => {
      const current = await requireTake(tx, id);
      await repo.updateTake(tx, id, {
        answerMedia: recording.key,
        answerMime: recording.mime,
        answerSize: recording.size,
        answerDurationMs: recording.durationMs,
      });
      return current.take.answerMedia;
    },
  );
  for (const key of filesOfRecording(previous)) await deps.storage.delete(key).catch(() => undefined);
  return reread(deps, id);
}

/** Marks a take answered (it needs a recorded answer, a remark or a reply) and tells the student by e-mail. */
export async function markAnswered(deps: TakesDeps, id: number): Promise<Take> {
  const row = await requireTake(deps.db, id);
  if (!row.take.answerMedia && !(await repo.teacherHasSpoken(deps.db, id))) {
    throw new ValidationError(TAKE_MESSAGES.answerMissing);
  }
  await repo.updateTake(deps.db, id, { state: 'answered', answeredAt: new Date(), readByTeacher: true });
  await tellStudentAnswered(deps, row.take.userId, row.take.title);
  return reread(deps, id);
}
