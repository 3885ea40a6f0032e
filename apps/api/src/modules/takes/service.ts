import type { Take, TakeCreate, TakeList, TakeReplyInput } from '@gjs/shared';
import { TAKE_MESSAGES, takeCreateSchema } from '@gjs/shared';
import { NotFoundError } from '#lib/errors.ts';
import type { DbOrTx } from '#db/types.ts';
import type { Deps } from '../../core/module.ts';
import { tellTeachersSent } from './emails.ts';
import { withRecording } from './recordings.ts';
import * as repo from './repository.ts';
import { toTake } from './to-take.ts';
import * as uploads from './upload-repository.ts';

export type TakesDeps = Deps<'db' | 'storage' | 'config' | 'mediaUrls' | 'mailer' | 'log' | 'jobQueue'>;

/** One take with its remarks and replies. */
export async function readTake(
  deps: Pick<TakesDeps, 'mediaUrls'>,
  db: DbOrTx,
  row: repo.TakeRow,
): Promise<Take> {
  const [remarks, replies] = await Promise.all([
    repo.listRemarks(db, [row.take.id]),
    repo.listReplies(db, [row.take.id]),
  ]);
  return toTake(row, remarks, replies, deps.mediaUrls);
}

/** A student's own take; another's is as missing as one that does not exist (decision 0405, no enumeration). */
export async function requireOwnTake(db: DbOrTx, userId: number, id: number): Promise<repo.TakeRow> {
  const row = await repo.findTake(db, id, userId);
  if (!row) throw new NotFoundError(TAKE_MESSAGES.notFound);
  return row;
}

export async function listOwnTakes(deps: TakesDeps, userId: number): Promise<TakeList> {
  const rows = await repo.listTakesOf(deps.db, userId);
  const ids = rows.map((r) => r.take.id);
  const [remarks, replies, takesBytes, uploadBytes] = await Promise.all([
    repo.listRemarks(deps.db, ids),
    repo.listReplies(deps.db, ids),
    repo.bytesOfTakes(deps.db, userId),
    uploads.bytesOfUploads(deps.db, userId),
  ]);
  return {
    takes: rows.map((row) => toTake(row, remarks, replies, deps.mediaUrls)),
    used_bytes: takesBytes + uploadBytes,
    quota_bytes: deps.config.takesQuotaBytes,
  };
}

export async function getOwnTake(deps: TakesDeps, userId: number, id: number): Promise<Take> {
  return readTake(deps, deps.db, await requireOwnTake(deps.db, userId, id));
}

/** Sends a take: its upload becomes the recording, the row is written, the teachers are told. */
export async function createTake(
  deps: TakesDeps,
  student: { id: number; username: string },
  body: TakeCreate,
): Promise<Take> {
  const input = takeCreateSchema.parse(body);
  if (input.backing_track_id !== null && !(await repo.findTrack(deps.db, input.backing_track_id))) {
    throw new NotFoundError(TAKE_MESSAGES.trackNotFound);
  }
  const id = await withRecording(
    deps,
    student.id,
    input.upload_id,
    { studentId: student.id, folder: 'takes', statedDurationMs: input.duration_ms },
    (tx, recording) =>
      repo.insertTake(tx, {
        userId: student.id,
        title: input.title,
        note: input.note,
        media: recording.key,
        mime: recording.mime,
        size: recording.size,
        durationMs: recording.durationMs,
        backingTrackId: input.backing_track_id,
        playedTempo: input.backing_track_id === null ? null : input.played_tempo,
        playedKey: input.played_key,
        loopStart: input.loop?.start ?? null,
        loopEnd: input.loop?.end ?? null,
        offsetMs: input.offset_ms,
      }),
  );
  await tellTeachersSent(deps, student.username, input.title);
  return getOwnTake(deps, student.id, id);
}

/** Deletes a take with its remarks, replies and files (the student's request, decision 0632). */
export async function deleteTake(deps: TakesDeps, id: number, ownerId?: number): Promise<void> {
  const keys = await deps.db.transaction((tx) => repo.deleteTake(tx, id, ownerId));
  if (!keys) throw new NotFoundError(TAKE_MESSAGES.notFound);
  for (const key of keys) {
    await deps.storage
      .delete(key)
      .catch((err: unknown) => deps.log.error({ err, key }, 'file of a deleted take not removed'));
  }
}

export async function replyAsStudent(
  deps: TakesDeps,
  userId: number,
  id: number,
  input: TakeReplyInput,
): Promise<Take> {
  await deps.db.transaction(async (tx) => {
    await requireOwnTake(tx, userId, id);
    await repo.insertReply(tx, { takeId: id, authorId: userId, fromTeacher: false, text: input.text });
    // A student's reply is news for the teacher.
    await repo.updateTake(tx, id, { readByTeacher: false });
  });
  return getOwnTake(deps, userId, id);
}
