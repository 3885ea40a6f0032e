import { and, desc, eq, gte, sql, sum } from 'drizzle-orm';
import {
  backingTracks,
  chapters,
  courseSettings,
  practiceClock,
  practiceLog,
  trackSettings,
} from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/types.ts';
import { upsertStamped } from '../../db/stamped-upsert.ts';

export { findChapter, findCourse } from '../progress/index.ts';

export type TrackSettingsRow = typeof trackSettings.$inferSelect;
export type CourseSettingsRow = typeof courseSettings.$inferSelect;

export async function findTrack(db: DbOrTx, trackId: number) {
  const [row] = await db
    .select({ id: backingTracks.id, chords: backingTracks.chords })
    .from(backingTracks)
    .where(eq(backingTracks.id, trackId))
    .limit(1);
  return row;
}

export async function findTrackSettings(db: DbOrTx, userId: number, trackId: number) {
  const [row] = await db
    .select()
    .from(trackSettings)
    .where(and(eq(trackSettings.userId, userId), eq(trackSettings.trackId, trackId)))
    .limit(1);
  return row;
}

export const upsertTrackSettings = (
  db: DbOrTx,
  values: Omit<typeof trackSettings.$inferInsert, 'updatedAt'>,
) => upsertStamped(db, trackSettings, ['userId', 'trackId'], values);

export async function findCourseSettings(db: DbOrTx, userId: number, courseId: number) {
  const [row] = await db
    .select()
    .from(courseSettings)
    .where(and(eq(courseSettings.userId, userId), eq(courseSettings.courseId, courseId)))
    .limit(1);
  return row;
}

export const upsertCourseSettings = (db: DbOrTx, userId: number, courseId: number, videoRate: number) =>
  upsertStamped(db, courseSettings, ['userId', 'courseId'], { userId, courseId, videoRate });

/** The member's clock, locked for this transaction (created at `initial` the first time). */
export async function lockClock(tx: DbOrTx, userId: number, initial: Date): Promise<Date> {
  await tx.insert(practiceClock).values({ userId, coveredUntil: initial }).onConflictDoNothing();
  const [row] = await tx
    .select({ coveredUntil: practiceClock.coveredUntil })
    .from(practiceClock)
    .where(eq(practiceClock.userId, userId))
    .for('update');
  return row!.coveredUntil;
}

export async function setClock(tx: DbOrTx, userId: number, coveredUntil: Date) {
  await tx.update(practiceClock).set({ coveredUntil }).where(eq(practiceClock.userId, userId));
}

export async function addPractice(
  tx: DbOrTx,
  entry: { userId: number; day: string; kind: 'track' | 'chapter'; itemId: number; seconds: number },
) {
  await tx
    .insert(practiceLog)
    .values(entry)
    .onConflictDoUpdate({
      target: [practiceLog.userId, practiceLog.day, practiceLog.kind, practiceLog.itemId],
      set: { seconds: sql`${practiceLog.seconds} + excluded.seconds` },
    });
}

export function secondsPerDay(db: DbOrTx, userId: number, from: string) {
  return db
    .select({ day: practiceLog.day, seconds: sum(practiceLog.seconds).mapWith(Number) })
    .from(practiceLog)
    .where(and(eq(practiceLog.userId, userId), gte(practiceLog.day, from)))
    .groupBy(practiceLog.day);
}

/** Each day with practice once, newest first, at most `limit` of them (enough for any streak the profile shows). */
export async function practisedDays(db: DbOrTx, userId: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ day: practiceLog.day })
    .from(practiceLog)
    .where(eq(practiceLog.userId, userId))
    .orderBy(desc(practiceLog.day))
    .limit(limit);
  return rows.map((row) => row.day);
}

const total = sum(practiceLog.seconds).mapWith(Number);

export function topTracks(db: DbOrTx, userId: number, from: string, limit: number) {
  return db
    .select({ itemId: practiceLog.itemId, name: backingTracks.name, seconds: total })
    .from(practiceLog)
    .innerJoin(backingTracks, eq(backingTracks.id, practiceLog.itemId))
    .where(and(eq(practiceLog.userId, userId), eq(practiceLog.kind, 'track'), gte(practiceLog.day, from)))
    .groupBy(practiceLog.itemId, backingTracks.name)
    .orderBy(desc(total), practiceLog.itemId)
    .limit(limit);
}

export function topChapters(db: DbOrTx, userId: number, from: string, limit: number) {
  return db
    .select({
      itemId: practiceLog.itemId,
      name: chapters.heading,
      courseId: chapters.courseId,
      seconds: total,
    })
    .from(practiceLog)
    .innerJoin(chapters, eq(chapters.id, practiceLog.itemId))
    .where(and(eq(practiceLog.userId, userId), eq(practiceLog.kind, 'chapter'), gte(practiceLog.day, from)))
    .groupBy(practiceLog.itemId, chapters.heading, chapters.courseId)
    .orderBy(desc(total), practiceLog.itemId)
    .limit(limit);
}

export async function deleteLog(db: DbOrTx, userId: number) {
  await db.transaction(async (tx) => {
    await tx.delete(practiceLog).where(eq(practiceLog.userId, userId));
    await tx.delete(practiceClock).where(eq(practiceClock.userId, userId));
  });
}
