import type { AdminCourse, AdminCourseDetail, AdminCourseInput, AdminPublish } from '@gjs/shared';
import { NotFoundError, foundOr } from '#lib/errors.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import type { AdminContext, AdminReadContext } from '../context.ts';
import { assertUploadedKey } from '../uploads/keys.ts';
import { toAdminChapter, toAdminCourse } from './mappers.ts';
import * as repo from './repository.ts';
import { removeUnusedStreams, streamStatuses } from '../../media/index.ts';

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
  const rows = await repo.listChapters(ctx.db, id);
  const streams = await streamStatuses(
    ctx.db,
    rows.flatMap(({ chapter }) => (chapter.video ? [chapter.video] : [])),
  );
  const chapters = rows.map((row) => toAdminChapter(row, streams));
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
  const course = await auditedWrite(
    ctx,
    (tx) => repo.insertCourse(tx, { ...courseValues(input), isPublished: false }),
    (row) => ({
      action: 'course.create',
      targetType: 'course',
      targetId: row.id,
      details: { name: row.name },
    }),
  );
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
  await auditedWrite(
    ctx,
    (tx) => repo.updateCourse(tx, id, courseValues(input)),
    () => ({ action: 'course.update', targetType: 'course', targetId: id, details: { name: input.name } }),
  );
  return getCourse(ctx, id);
}

export async function publishCourse(
  ctx: AdminContext,
  id: number,
  { is_published }: AdminPublish,
): Promise<AdminCourseDetail> {
  const current = await requireCourse(ctx, id);
  await auditedWrite(
    ctx,
    (tx) => repo.updateCourse(tx, id, { isPublished: is_published }),
    () => ({
      action: is_published ? 'course.publish' : 'course.unpublish',
      targetType: 'course',
      targetId: id,
      details: { name: current.name },
    }),
  );
  return getCourse(ctx, id);
}

/** Chapters go with the course; the uploaded files stay in storage (they may be reused or restored). */
export async function deleteCourse(ctx: AdminContext, id: number): Promise<void> {
  const videos = (await repo.listChapters(ctx.db, id)).map(({ chapter }) => chapter.video);
  await auditedWrite(
    ctx,
    async (tx) => foundOr(await repo.deleteCourse(tx, id), COURSE_NOT_FOUND),
    (deleted) => ({
      action: 'course.delete',
      targetType: 'course',
      targetId: id,
      details: { name: deleted.name },
    }),
  );
  // Once the course is gone, the streams of the videos nothing else shows go too.
  await removeUnusedStreams(ctx.db, ctx.storage, videos);
}
