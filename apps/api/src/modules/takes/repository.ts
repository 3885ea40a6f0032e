import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { backingTracks, jobs, profiles, takeRemarks, takeReplies, takes, users } from '#db/schema/index.ts';
import { filesOfRecording, TAKE_REMUX_QUEUE } from './remux-keys.ts';
import type { DbOrTx } from '#db/types.ts';

/** All SQL of takes, their remarks and replies (uploads in parts: upload-repository.ts). */

/**
 * Whether a recording's remux job is on its way (queued or running, no run failed yet): the player waits for it
 * (decision 0632). A failed run lets the original play while the job's retries go on.
 */
const remuxPending = (key: unknown) =>
  sql<boolean>`exists (select 1 from ${jobs} where ${jobs.queue} = ${TAKE_REMUX_QUEUE} and ${jobs.key} = ${key}
    and ${jobs.state} in ('queued', 'running') and ${jobs.error} is null)`;

const takeColumns = {
  take: takes,
  processing: {
    media: remuxPending(takes.media),
    answer: remuxPending(takes.answerMedia),
  },
  student: {
    id: users.id,
    username: users.username,
    firstName: users.firstName,
    lastName: users.lastName,
  },
  track: {
    id: backingTracks.id,
    name: backingTracks.name,
    key: backingTracks.musicalKey,
    tempo: backingTracks.tempo,
    starttime: backingTracks.starttime,
    repetitions: backingTracks.repetitions,
    chords: backingTracks.chords,
    audio: backingTracks.audio,
  },
};

function selectTakes(db: DbOrTx) {
  return db
    .select(takeColumns)
    .from(takes)
    .innerJoin(users, eq(users.id, takes.userId))
    .leftJoin(backingTracks, eq(backingTracks.id, takes.backingTrackId));
}
export type TakeRow = Awaited<ReturnType<typeof selectTakes>>[number];

/** One take; `ownerId` limits it to that student's (another's answers as missing: no enumeration). */
export async function findTake(db: DbOrTx, id: number, ownerId?: number): Promise<TakeRow | undefined> {
  const where = ownerId === undefined ? eq(takes.id, id) : and(eq(takes.id, id), eq(takes.userId, ownerId));
  const [row] = await selectTakes(db).where(where).limit(1);
  return row;
}

export function listTakesOf(db: DbOrTx, userId: number) {
  return selectTakes(db).where(eq(takes.userId, userId)).orderBy(desc(takes.createdAt), desc(takes.id));
}

/** The console's list: unread first, then newest first, optionally of one student. */
export function listAllTakes(db: DbOrTx, studentId?: number) {
  return db
    .select({
      id: takes.id,
      title: takes.title,
      state: takes.state,
      readByTeacher: takes.readByTeacher,
      createdAt: takes.createdAt,
      durationMs: takes.durationMs,
      student: takeColumns.student,
    })
    .from(takes)
    .innerJoin(users, eq(users.id, takes.userId))
    .where(studentId === undefined ? undefined : eq(takes.userId, studentId))
    .orderBy(asc(takes.readByTeacher), desc(takes.createdAt), desc(takes.id))
    .limit(500);
}

export async function countUnread(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(takes)
    .where(eq(takes.readByTeacher, false));
  return row?.n ?? 0;
}

const authorColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
};

export function listRemarks(db: DbOrTx, takeIds: number[]) {
  if (!takeIds.length) return Promise.resolve([]);
  return db
    .select({ remark: takeRemarks, author: authorColumns })
    .from(takeRemarks)
    .leftJoin(users, eq(users.id, takeRemarks.authorId))
    .where(inArray(takeRemarks.takeId, takeIds))
    .orderBy(asc(takeRemarks.timeMs), asc(takeRemarks.id));
}
export type RemarkRow = Awaited<ReturnType<typeof listRemarks>>[number];

export function listReplies(db: DbOrTx, takeIds: number[]) {
  if (!takeIds.length) return Promise.resolve([]);
  return db
    .select({ reply: takeReplies, author: authorColumns })
    .from(takeReplies)
    .leftJoin(users, eq(users.id, takeReplies.authorId))
    .where(inArray(takeReplies.takeId, takeIds))
    .orderBy(asc(takeReplies.createdAt), asc(takeReplies.id));
}
export type ReplyRow = Awaited<ReturnType<typeof listReplies>>[number];

export async function insertTake(db: DbOrTx, values: typeof takes.$inferInsert): Promise<number> {
  const [row] = await db.insert(takes).values(values).returning({ id: takes.id });
  return row!.id;
}

export async function updateTake(db: DbOrTx, id: number, values: Partial<typeof takes.$inferInsert>) {
  await db.update(takes).set(values).where(eq(takes.id, id));
}

/** Deletes a take (its remarks and replies cascade) and answers its files' keys, or undefined when none. */
export async function deleteTake(db: DbOrTx, id: number, ownerId?: number): Promise<string[] | undefined> {
  const where = ownerId === undefined ? eq(takes.id, id) : and(eq(takes.id, id), eq(takes.userId, ownerId));
  const [row] = await db
    .delete(takes)
    .where(where)
    .returning({ media: takes.media, answer: takes.answerMedia });
  return row ? [...filesOfRecording(row.media), ...filesOfRecording(row.answer)] : undefined;
}

export async function insertRemark(db: DbOrTx, values: typeof takeRemarks.$inferInsert) {
  await db.insert(takeRemarks).values(values);
}

export async function deleteRemark(db: DbOrTx, takeId: number, remarkId: number): Promise<boolean> {
  const rows = await db
    .delete(takeRemarks)
    .where(and(eq(takeRemarks.id, remarkId), eq(takeRemarks.takeId, takeId)))
    .returning({ id: takeRemarks.id });
  return rows.length > 0;
}

export async function insertReply(db: DbOrTx, values: typeof takeReplies.$inferInsert) {
  await db.insert(takeReplies).values(values);
}

/** Whether the teacher said anything on a take: a remark or a reply of theirs. */
export async function teacherHasSpoken(db: DbOrTx, takeId: number): Promise<boolean> {
  const [remark] = await db
    .select({ id: takeRemarks.id })
    .from(takeRemarks)
    .where(eq(takeRemarks.takeId, takeId))
    .limit(1);
  if (remark) return true;
  const [reply] = await db
    .select({ id: takeReplies.id })
    .from(takeReplies)
    .where(and(eq(takeReplies.takeId, takeId), eq(takeReplies.fromTeacher, true)))
    .limit(1);
  return Boolean(reply);
}

/** Bytes of takes a student keeps. */
export async function bytesOfTakes(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${takes.size}), 0)::bigint` })
    .from(takes)
    .where(eq(takes.userId, userId));
  return Number(row?.n ?? 0);
}

/** Every stored file of a student's takes (their recordings and the answers to them). */
export async function fileKeysOfTakes(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .select({ media: takes.media, answer: takes.answerMedia })
    .from(takes)
    .where(eq(takes.userId, userId));
  return rows.flatMap((r) => [...filesOfRecording(r.media), ...filesOfRecording(r.answer)]);
}

/** Whether a take's recording or answer is stored under `key`. */
export async function recordingInUse(db: DbOrTx, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: takes.id })
    .from(takes)
    .where(or(eq(takes.media, key), eq(takes.answerMedia, key)))
    .limit(1);
  return Boolean(row);
}

/**
 * Points the take whose recording (or answer) is `from` at `to`, with the new file's size and length. False when no
 * take holds `from` any more (deleted, or the answer replaced).
 */
export async function switchRecording(
  db: DbOrTx,
  from: string,
  to: { key: string; size: number; durationMs: number },
): Promise<boolean> {
  const media = await db
    .update(takes)
    .set({ media: to.key, size: to.size, durationMs: to.durationMs })
    .where(eq(takes.media, from))
    .returning({ id: takes.id });
  if (media.length) return true;
  const answer = await db
    .update(takes)
    .set({ answerMedia: to.key, answerSize: to.size, answerDurationMs: to.durationMs })
    .where(eq(takes.answerMedia, from))
    .returning({ id: takes.id });
  return answer.length > 0;
}

/** The student's e-mail address, name and profile language, for the answered mail. */
export async function studentContact(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      username: users.username,
      firstName: users.firstName,
      isActive: users.isActive,
      language: profiles.language,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Active staff with their language: the teachers told of a new take. */
export function teacherContacts(db: DbOrTx) {
  return db
    .select({ email: users.email, username: users.username, language: profiles.language })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.isStaff, true), eq(users.isActive, true)));
}

/** A track's chart size, to compute bars; undefined when the track is gone. */
export async function findTrack(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: backingTracks.id })
    .from(backingTracks)
    .where(eq(backingTracks.id, id))
    .limit(1);
  return row;
}

/** A track by its name (the demo seed names the track a take was played over). */
export async function findTrackByName(db: DbOrTx, name: string) {
  const [row] = await db
    .select({ id: backingTracks.id, tempo: backingTracks.tempo, key: backingTracks.musicalKey })
    .from(backingTracks)
    .where(eq(backingTracks.name, name))
    .limit(1);
  return row;
}

/** A student's take by its title (the demo seed is idempotent by title). */
export async function findTakeIdByTitle(db: DbOrTx, userId: number, title: string) {
  const [row] = await db
    .select({ id: takes.id })
    .from(takes)
    .where(and(eq(takes.userId, userId), eq(takes.title, title)))
    .limit(1);
  return row?.id;
}
