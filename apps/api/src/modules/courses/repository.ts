import { asc, desc, eq, gt } from 'drizzle-orm';
import { backingTracks, chapters, courses, upcomingCourses } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/types.ts';

export type CourseRow = typeof courses.$inferSelect;

/** Newest first, as the course list sorts by default. */
export function listPublishedCourses(db: DbOrTx) {
  return db
    .select()
    .from(courses)
    .where(eq(courses.isPublished, true))
    .orderBy(desc(courses.createdAt), desc(courses.id));
}

export function findCourse(db: DbOrTx, id: number) {
  return db
    .select()
    .from(courses)
    .where(eq(courses.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}

/** A course's chapters in their order, each with its backing track if it has one. */
export function listChapters(db: DbOrTx, courseId: number) {
  return db
    .select({ chapter: chapters, track: backingTracks })
    .from(chapters)
    .leftJoin(backingTracks, eq(backingTracks.id, chapters.backingTrackId))
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.position), asc(chapters.id));
}
export type ChapterRow = Awaited<ReturnType<typeof listChapters>>[number];

/** Soonest first; a course whose publish date has passed is no longer upcoming. */
export function listUpcomingCourses(db: DbOrTx, now: Date) {
  return db
    .select()
    .from(upcomingCourses)
    .where(gt(upcomingCourses.publishDate, now))
    .orderBy(asc(upcomingCourses.publishDate), asc(upcomingCourses.id));
}
