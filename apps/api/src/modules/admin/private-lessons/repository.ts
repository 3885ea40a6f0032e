import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { privateLessonSections, privateLessonStudents, privateLessons, users } from '#db/schema/index.ts';
import type { DbOrTx } from '#db/types.ts';
import { likePattern } from '#db/like-pattern.ts';
import { findItem, insertLast, setPositions } from '../ordered-items/repository.ts';
import { deleteById, findById, insertRow } from '../rows-by-id/repository.ts';

export type LessonRow = typeof privateLessons.$inferSelect;
export type SectionRow = typeof privateLessonSections.$inferSelect;
export type SectionValues = Pick<typeof privateLessonSections.$inferInsert, 'text' | 'video' | 'pdf'>;

const studentColumns = {
  lessonId: privateLessonStudents.lessonId,
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  takesLessons: users.takesLessons,
  isActive: users.isActive,
};

/** Newest lessons first. */
export const listLessons = (db: DbOrTx) =>
  db.select().from(privateLessons).orderBy(desc(privateLessons.createdAt), desc(privateLessons.id));

export const findLesson = (db: DbOrTx, id: number) => findById(db, privateLessons, id);

export async function sectionCounts(db: DbOrTx, lessonIds: number[]) {
  if (!lessonIds.length) return new Map<number, number>();
  const rows = await db
    .select({ lessonId: privateLessonSections.lessonId, n: count() })
    .from(privateLessonSections)
    .where(inArray(privateLessonSections.lessonId, lessonIds))
    .groupBy(privateLessonSections.lessonId);
  return new Map(rows.map((r) => [r.lessonId, r.n]));
}

/** The students of the given lessons, by username. */
export async function listStudents(db: DbOrTx, lessonIds: number[]) {
  if (!lessonIds.length) return [];
  return db
    .select(studentColumns)
    .from(privateLessonStudents)
    .innerJoin(users, eq(users.id, privateLessonStudents.userId))
    .where(inArray(privateLessonStudents.lessonId, lessonIds))
    .orderBy(asc(sql`lower(${users.username})`));
}

export const listSections = (db: DbOrTx, lessonId: number) =>
  db
    .select()
    .from(privateLessonSections)
    .where(eq(privateLessonSections.lessonId, lessonId))
    .orderBy(asc(privateLessonSections.position));

export const findSection = (db: DbOrTx, lessonId: number, sectionId: number) =>
  findItem(db, privateLessonSections, privateLessonSections.lessonId, lessonId, sectionId);

export const findLessonByName = (db: DbOrTx, name: string) =>
  db
    .select({ id: privateLessons.id })
    .from(privateLessons)
    .where(eq(privateLessons.name, name))
    .limit(1)
    .then((rows) => rows[0]);

export const insertLesson = (db: DbOrTx, name: string) => insertRow(db, privateLessons, { name });

export const renameLesson = (db: DbOrTx, id: number, name: string) =>
  db.update(privateLessons).set({ name }).where(eq(privateLessons.id, id));

/** Sections and assignments go with the lesson (on delete cascade). */
export const deleteLesson = (db: DbOrTx, id: number) => deleteById(db, privateLessons, id);

/** A new section goes to the end; positions count from 1 (the students' "Section 1"). */
export const insertSection = (db: DbOrTx, lessonId: number, values: SectionValues) =>
  insertLast(db, privateLessonSections, privateLessonSections.lessonId, lessonId, 1, { ...values, lessonId });

export const updateSection = (db: DbOrTx, sectionId: number, values: SectionValues) =>
  db.update(privateLessonSections).set(values).where(eq(privateLessonSections.id, sectionId));

export const deleteSection = (db: DbOrTx, sectionId: number) =>
  db.delete(privateLessonSections).where(eq(privateLessonSections.id, sectionId));

/** Numbers the sections 1..n in the given order. */
export const setSectionPositions = (db: DbOrTx, orderedIds: number[]) =>
  setPositions(db, privateLessonSections, orderedIds, 1);

export const existingUserIds = (db: DbOrTx, ids: number[]) =>
  ids.length
    ? db
        .select({ id: users.id, takesLessons: users.takesLessons, username: users.username })
        .from(users)
        .where(inArray(users.id, ids))
    : Promise.resolve([]);

export async function addStudents(db: DbOrTx, lessonId: number, userIds: number[]) {
  if (!userIds.length) return;
  await db
    .insert(privateLessonStudents)
    .values(userIds.map((userId) => ({ lessonId, userId })))
    .onConflictDoNothing();
}

export async function removeStudents(db: DbOrTx, lessonId: number, userIds: number[]) {
  if (!userIds.length) return;
  await db
    .delete(privateLessonStudents)
    .where(and(eq(privateLessonStudents.lessonId, lessonId), inArray(privateLessonStudents.userId, userIds)));
}

/** Active accounts matching part of a name, username or e-mail; those with takes_lessons first. */
export function searchUsers(db: DbOrTx, q: string, limit = 20) {
  const pattern = likePattern(q);
  const { lessonId: _lessonId, ...columns } = studentColumns;
  return db
    .select(columns)
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        q
          ? or(
              ilike(users.username, pattern),
              ilike(users.email, pattern),
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(desc(users.takesLessons), asc(sql`lower(${users.username})`))
    .limit(limit);
}
export type StudentRow = Awaited<ReturnType<typeof searchUsers>>[number];
