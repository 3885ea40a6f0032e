import type { AdminUpcomingCourse, AdminUpcomingCourseInput } from '@gjs/shared';
import { NotFoundError, foundOr } from '#lib/errors.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import type { AdminContext } from '../context.ts';
import { assertUploadedKey } from '../uploads/keys.ts';
import { toAdminUpcoming } from './mappers.ts';
import * as repo from './repository.ts';

export const UPCOMING_NOT_FOUND = 'Upcoming course not found';

const values = (input: AdminUpcomingCourseInput): repo.UpcomingValues => ({
  name: input.name,
  level: input.level,
  languages: input.languages,
  thumbnail: input.thumbnail,
  publishDate: new Date(input.publish_date),
});

/** All announcements, past ones too: the public list hides those whose date has passed. */
export async function listUpcoming(ctx: AdminContext): Promise<AdminUpcomingCourse[]> {
  return (await repo.listUpcoming(ctx.db)).map((row) => toAdminUpcoming(row, ctx.mediaUrls));
}

export async function createUpcoming(
  ctx: AdminContext,
  input: AdminUpcomingCourseInput,
): Promise<AdminUpcomingCourse> {
  await assertUploadedKey(ctx.storage, 'thumbnail', 'thumbnail', input.thumbnail);
  const row = await auditedWrite(
    ctx,
    (tx) => repo.insertUpcoming(tx, values(input)),
    (created) => ({
      action: 'upcoming_course.create',
      targetType: 'upcoming_course',
      targetId: created.id,
      details: { name: created.name, publish_date: input.publish_date },
    }),
  );
  return toAdminUpcoming(row, ctx.mediaUrls);
}

export async function updateUpcoming(
  ctx: AdminContext,
  id: number,
  input: AdminUpcomingCourseInput,
): Promise<AdminUpcomingCourse> {
  const current = await repo.findUpcoming(ctx.db, id);
  if (!current) throw new NotFoundError(UPCOMING_NOT_FOUND);
  await assertUploadedKey(ctx.storage, 'thumbnail', 'thumbnail', input.thumbnail, current.thumbnail);
  const row = await auditedWrite(
    ctx,
    (tx) => repo.updateUpcoming(tx, id, values(input)),
    () => ({
      action: 'upcoming_course.update',
      targetType: 'upcoming_course',
      targetId: id,
      details: { name: input.name, publish_date: input.publish_date },
    }),
  );
  return toAdminUpcoming(row!, ctx.mediaUrls);
}

export async function deleteUpcoming(ctx: AdminContext, id: number): Promise<void> {
  await auditedWrite(
    ctx,
    async (tx) => foundOr(await repo.deleteUpcoming(tx, id), UPCOMING_NOT_FOUND),
    () => ({ action: 'upcoming_course.delete', targetType: 'upcoming_course', targetId: id }),
  );
}
