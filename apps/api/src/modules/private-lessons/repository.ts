import { asc, eq, inArray } from 'drizzle-orm';
import { privateLessonSections, privateLessonStudents, privateLessons } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/types.ts';

/** The lessons assigned to one student, oldest first. */
export function listLessonsOfStudent(db: DbOrTx, userId: number) {
  return db
    .select({ id: privateLessons.id, name: privateLessons.name })
    .from(privateLessons)
    .innerJoin(privateLessonStudents, eq(privateLessonStudents.lessonId, privateLessons.id))
    .where(eq(privateLessonStudents.userId, userId))
    .orderBy(asc(privateLessons.createdAt), asc(privateLessons.id));
}
export type LessonRow = Awaited<ReturnType<typeof listLessonsOfStudent>>[number];

/** The sections of the given lessons in their order. */
export async function listSections(db: DbOrTx, lessonIds: number[]) {
  if (!lessonIds.length) return [];
  return db
    .select()
    .from(privateLessonSections)
    .where(inArray(privateLessonSections.lessonId, lessonIds))
    .orderBy(asc(privateLessonSections.lessonId), asc(privateLessonSections.position));
}
export type SectionRow = Awaited<ReturnType<typeof listSections>>[number];
