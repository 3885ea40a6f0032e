import type { AdminCourse, AdminCourseDetail, AdminCourseInput, AdminPublish } from '@gjs/shared';
import { NotFoundError } from '../../../lib/errors.ts';
import { insertAudit } from '../audit/repository.ts';
import type { AdminContext, AdminReadContext } from '../context.ts';
import { assertUploadedKey } from '../uploads/keys.ts';
import { toAdminChapter, toAdminCourse } from './mappers.ts';
import * as repo from './repository.ts';

export const COURSE_NOT_FOUND = 'Course not found';

export async function requireCourse(ctx: Pick<AdminReadContext, 'db'>, id: number) {
  const course = await repo.findCourse(ctx.db, id);
  if (!course) throw new NotFoundError(COURSE_NOT_FOUND);
  return course;
}

export async function listCourses(ctx: AdminContext): Promise<AdminCourse[]> {
  const rows = await repo.listCourses(ctx.db);
  return rows.map((r) => toAdminCourse(r.course, r.chapterCount, ctx.mediaUrls));
}

export async function getCourse(ctx: AdminReadContext, id: number): Promise<AdminCourseDetail> {
  const course = await requireCourse(ctx, id);
  const chapters = (await repo.listChapters(ctx.db, id)).map(toAdminChapter);
  return { ...toAdminCourse(course, chapters.length, ctx.mediaUrls), chapters };
}

const courseValues = (input: AdminCourseInput) => ({
  name: input.name,
  description: input.description,
  level: input.level,
  language: input.language,
  category: input.category,
  thumbnail: input.thumbnail,
});

/** New courses start unpublished: members see them only after an explicit publish. */
export async function createCourse(ctx: AdminContext, input: AdminCourseInput): Promise<AdminCourseDetail> {
  await assertUploadedKey(ctx.storage, 'thumbnail', 'thumbnail', input.thumbnail);
  const course = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertCourse(tx, { ...courseValues(input), isPublished: false });
    await insertAudit(tx, ctx.actor, {
      action: 'course.create',
      targetType: 'course',
      targetId: row.id,
      details: { name: row.name },
    });
    return row;
  });
  // A new course has no chapters: the inserted row is the whole answer.
  return { ...toAdminCourse(course, 0, ctx.mediaUrls), chapters: [] };
}

export async function updateCourse(
  ctx: AdminContext,
  id: number,
  input: AdminCourseInput,
): Promise<AdminCourseDetail> {
  const current = await requireCourse(ctx, id);
  await assertUploadedKey(ctx.storage, 'thumbnail', 'thumbnail', input.thumbnail, current.thumbnail);
  await ctx.db.transaction(async (tx) => {
    await repo.updateCourse(tx, id, courseValues(input));
    await insertAudit(tx, ctx.actor, {
      action: 'course.update',
      targetType: 'course',
      targetId: id,
      details: { name: input.name },
    });
  });
  return getCourse(ctx, id);
}

export async function publishCourse(
  ctx: AdminContext,
  id: number,
  { is_published }: AdminPublish,
): Promise<AdminCourseDetail> {
  const current = await requireCourse(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await repo.updateCourse(tx, id, { isPublished: is_published });
    await insertAudit(tx, ctx.actor, {
      action: is_published ? 'course.publish' : 'course.unpublish',
      targetType: 'course',
      targetId: id,
      details: { name: current.name },
    });
  });
  return getCourse(ctx, id);
}

/** Chapters go with the course; the uploaded files stay in storage (they may be reused or restored). */
export async function deleteCourse(ctx: AdminContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const deleted = await repo.deleteCourse(tx, id);
    if (!deleted) throw new NotFoundError(COURSE_NOT_FOUND);
    await insertAudit(tx, ctx.actor, {
      action: 'course.delete',
      targetType: 'course',
      targetId: id,
      details: { name: deleted.name },
    });
  });
}
