import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { chapterProgress, chapters, courses } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/types.ts';
import { upsertStamped } from '../../db/stamped-upsert.ts';

export type ProgressRow = typeof chapterProgress.$inferSelect;

/** The chapter with its course's id and whether that course is published. */
export async function findChapter(db: DbOrTx, chapterId: number) {
  const [row] = await db
    .select({ id: chapters.id, courseId: chapters.courseId, isPublished: courses.isPublished })
    .from(chapters)
    .innerJoin(courses, eq(courses.id, chapters.courseId))
    .where(eq(chapters.id, chapterId))
    .limit(1);
  return row;
}

export async function findCourse(db: DbOrTx, courseId: number) {
  const [row] = await db
    .select({ id: courses.id, isPublished: courses.isPublished })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  return row;
}

export async function findProgress(db: DbOrTx, userId: number, chapterId: number) {
  const [row] = await db
    .select()
    .from(chapterProgress)
    .where(and(eq(chapterProgress.userId, userId), eq(chapterProgress.chapterId, chapterId)))
    .limit(1);
  return row;
}

export const upsertProgress = (db: DbOrTx, values: Omit<typeof chapterProgress.$inferInsert, 'updatedAt'>) =>
  upsertStamped(db, chapterProgress, ['userId', 'chapterId'], values);

export function listCourseProgress(db: DbOrTx, userId: number, courseId: number) {
  return db
    .select({ progress: chapterProgress })
    .from(chapterProgress)
    .innerJoin(chapters, eq(chapters.id, chapterProgress.chapterId))
    .where(and(eq(chapterProgress.userId, userId), eq(chapters.courseId, courseId)))
    .orderBy(chapters.position, chapters.id);
}

/** Per published course: its chapters, the member's done chapters, and the last chapter touched. */
export async function summary(db: DbOrTx, userId: number) {
  const totals = await db
    .select({ courseId: chapters.courseId, total: count() })
    .from(chapters)
    .innerJoin(courses, eq(courses.id, chapters.courseId))
    .where(eq(courses.isPublished, true))
    .groupBy(chapters.courseId);
  const done = await db
    .select({ courseId: chapters.courseId, done: count() })
    .from(chapterProgress)
    .innerJoin(chapters, eq(chapters.id, chapterProgress.chapterId))
    .where(and(eq(chapterProgress.userId, userId), isNotNull(chapterProgress.doneAt)))
    .groupBy(chapters.courseId);
  const last = await db
    .selectDistinctOn([chapters.courseId], {
      courseId: chapters.courseId,
      chapterId: chapterProgress.chapterId,
      position: chapterProgress.position,
      updatedAt: chapterProgress.updatedAt,
    })
    .from(chapterProgress)
    .innerJoin(chapters, eq(chapters.id, chapterProgress.chapterId))
    .where(eq(chapterProgress.userId, userId))
    .orderBy(chapters.courseId, desc(chapterProgress.updatedAt), sql`${chapterProgress.chapterId} desc`);
  return { totals, done, last };
}
