import { desc, eq } from 'drizzle-orm';
import { courses } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/types.ts';

/** The published courses with their last change, newest change first. */
export function listPublishedCourseDates(db: DbOrTx) {
  return db
    .select({ id: courses.id, updatedAt: courses.updatedAt })
    .from(courses)
    .where(eq(courses.isPublished, true))
    .orderBy(desc(courses.updatedAt), desc(courses.id));
}
