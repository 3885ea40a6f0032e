import { and, asc, count, desc, eq, max } from 'drizzle-orm';
import { backingTracks, chapters, courses, upcomingCourses } from '../../../db/schema/index.ts';
import type { DbOrTx } from '../../../db/types.ts';

export type CourseRow = typeof courses.$inferSelect;
export type CourseValues = Omit<typeof courses.$inferInsert, 'id' | 'createdAt'>;
export type ChapterValues = Omit<typeof chapters.$inferInsert, 'id' | 'courseId' | 'position'>;
export type UpcomingValues = Omit<typeof upcomingCourses.$inferInsert, 'id' | 'createdAt'>;

/** Every course, published or not, newest first, with its number of chapters. */
export function listCourses(db: DbOrTx) {
  return db
    .select({ course: courses, chapterCount: count(chapters.id) })
    .from(courses)
    .leftJoin(chapters, eq(chapters.courseId, courses.id))
    .groupBy(courses.id)
    .orderBy(desc(courses.createdAt), desc(courses.id));
}

export const findCourse = (db: DbOrTx, id: number) =>
  db
    .select()
    .from(courses)
    .where(eq(courses.id, id))
    .then((rows) => rows[0]);

export const insertCourse = (db: DbOrTx, values: CourseValues) =>
  db
    .insert(courses)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);

export const updateCourse = (db: DbOrTx, id: number, values: Partial<CourseValues>) =>
  db
    .update(courses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(courses.id, id))
    .returning()
    .then((rows) => rows[0]);

export const deleteCourse = (db: DbOrTx, id: number) =>
  db.delete(courses).where(eq(courses.id, id)).returning({ id: courses.id, name: courses.name });

export function listChapters(db: DbOrTx, courseId: number) {
  return db
    .select({ chapter: chapters, trackName: backingTracks.name })
    .from(chapters)
    .leftJoin(backingTracks, eq(backingTracks.id, chapters.backingTrackId))
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.position), asc(chapters.id));
}

export const findChapter = (db: DbOrTx, courseId: number, chapterId: number) =>
  db
    .select()
    .from(chapters)
    .where(and(eq(chapters.courseId, courseId), eq(chapters.id, chapterId)))
    .then((rows) => rows[0]);

export async function insertChapter(db: DbOrTx, courseId: number, values: ChapterValues) {
  const [last] = await db
    .select({ position: max(chapters.position) })
    .from(chapters)
    .where(eq(chapters.courseId, courseId));
  const [row] = await db
    .insert(chapters)
    .values({ ...values, courseId, position: (last?.position ?? -1) + 1 })
    .returning();
  return row!;
}

export const updateChapter = (db: DbOrTx, chapterId: number, values: ChapterValues) =>
  db.update(chapters).set(values).where(eq(chapters.id, chapterId)).returning();

export const deleteChapter = (db: DbOrTx, chapterId: number) =>
  db.delete(chapters).where(eq(chapters.id, chapterId));

export async function setChapterPositions(db: DbOrTx, orderedIds: number[]) {
  for (const [position, id] of orderedIds.entries()) {
    await db.update(chapters).set({ position }).where(eq(chapters.id, id));
  }
}

export const trackExists = (db: DbOrTx, id: number) =>
  db
    .select({ id: backingTracks.id })
    .from(backingTracks)
    .where(eq(backingTracks.id, id))
    .then((rows) => rows.length > 0);

export const listUpcoming = (db: DbOrTx) =>
  db.select().from(upcomingCourses).orderBy(asc(upcomingCourses.publishDate), asc(upcomingCourses.id));

export const findUpcoming = (db: DbOrTx, id: number) =>
  db
    .select()
    .from(upcomingCourses)
    .where(eq(upcomingCourses.id, id))
    .then((rows) => rows[0]);

export const insertUpcoming = (db: DbOrTx, values: UpcomingValues) =>
  db
    .insert(upcomingCourses)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);

export const updateUpcoming = (db: DbOrTx, id: number, values: UpcomingValues) =>
  db
    .update(upcomingCourses)
    .set(values)
    .where(eq(upcomingCourses.id, id))
    .returning()
    .then((rows) => rows[0]);

export const deleteUpcoming = (db: DbOrTx, id: number) =>
  db.delete(upcomingCourses).where(eq(upcomingCourses.id, id)).returning({ id: upcomingCourses.id });
