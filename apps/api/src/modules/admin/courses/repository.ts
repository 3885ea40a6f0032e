import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { SyncPoint } from '@gjs/shared';
import { backingTracks, chapters, courses, upcomingCourses } from '#db/schema/index.ts';
import type { DbOrTx } from '#db/types.ts';
import { findItem, insertLast, setPositions } from '../ordered-items/repository.ts';
import { deleteById, findById, findIdWhere, insertRow, updateById } from '../rows-by-id/repository.ts';

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

export const findCourse = (db: DbOrTx, id: number) => findById(db, courses, id);

/** A course by its name, language and level (how the demo seed finds its courses). */
export const findCourseId = (
  db: DbOrTx,
  { name, language, level }: Pick<CourseValues, 'name' | 'language' | 'level'>,
) =>
  findIdWhere(
    db,
    courses,
    and(eq(courses.name, name), eq(courses.language, language), eq(courses.level, level)),
  );

/** The console's courses are dated by the database; the demo seed dates its own back, so that only some are new. */
export const insertCourse = (db: DbOrTx, values: CourseValues & { createdAt?: Date }) =>
  insertRow(db, courses, values);

export const updateCourse = (db: DbOrTx, id: number, values: Partial<CourseValues>) =>
  updateById(db, courses, id, { ...values, updatedAt: new Date() });

export const deleteCourse = (db: DbOrTx, id: number) => deleteById(db, courses, id);

export function listChapters(db: DbOrTx, courseId: number) {
  return db
    .select({ chapter: chapters, trackName: backingTracks.name })
    .from(chapters)
    .leftJoin(backingTracks, eq(backingTracks.id, chapters.backingTrackId))
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.position), asc(chapters.id));
}

export const findChapter = (db: DbOrTx, courseId: number, chapterId: number) =>
  findItem(db, chapters, chapters.courseId, courseId, chapterId);

/** A new chapter goes to the end; positions count from 0. */
export const insertChapter = (db: DbOrTx, courseId: number, values: ChapterValues) =>
  insertLast(db, chapters, chapters.courseId, courseId, 0, { ...values, courseId });

export const updateChapter = (db: DbOrTx, chapterId: number, values: ChapterValues) =>
  db.update(chapters).set(values).where(eq(chapters.id, chapterId)).returning();

export const setSyncPoints = (db: DbOrTx, chapterId: number, syncPoints: SyncPoint[] | null) =>
  db.update(chapters).set({ syncPoints }).where(eq(chapters.id, chapterId));

export const deleteChapter = (db: DbOrTx, chapterId: number) =>
  db.delete(chapters).where(eq(chapters.id, chapterId));

export const setChapterPositions = (db: DbOrTx, orderedIds: number[]) =>
  setPositions(db, chapters, orderedIds, 0);

export const trackExists = (db: DbOrTx, id: number) =>
  db
    .select({ id: backingTracks.id })
    .from(backingTracks)
    .where(eq(backingTracks.id, id))
    .then((rows) => rows.length > 0);

export const listUpcoming = (db: DbOrTx) =>
  db.select().from(upcomingCourses).orderBy(asc(upcomingCourses.publishDate), asc(upcomingCourses.id));

export const findUpcoming = (db: DbOrTx, id: number) => findById(db, upcomingCourses, id);

/** An upcoming course by its name and level (how the demo seed finds its own). */
export const findUpcomingId = (db: DbOrTx, { name, level }: Pick<UpcomingValues, 'name' | 'level'>) =>
  findIdWhere(db, upcomingCourses, and(eq(upcomingCourses.name, name), eq(upcomingCourses.level, level)));

export const insertUpcoming = (db: DbOrTx, values: UpcomingValues) => insertRow(db, upcomingCourses, values);

export const updateUpcoming = (db: DbOrTx, id: number, values: UpcomingValues) =>
  updateById(db, upcomingCourses, id, values);

export const deleteUpcoming = (db: DbOrTx, id: number) => deleteById(db, upcomingCourses, id);
