import type { AdminChapterInput, AdminChapterOrder, AdminCourseDetail } from '@gjs/shared';
import { NotFoundError, ValidationError } from '#lib/errors.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import type { AdminContext } from '../context.ts';
import { assertCompleteOrder } from '../ordered-items/complete-order.ts';
import { assertUploadedKey } from '../uploads/keys.ts';
import * as repo from './repository.ts';
import { removeUnusedStreams, requestStream } from '../../media/index.ts';
import { getCourse, requireCourse } from './service.ts';

export const CHAPTER_NOT_FOUND = 'Chapter not found';

type ChapterRow = NonNullable<Awaited<ReturnType<typeof repo.findChapter>>>;

async function checkChapter(ctx: AdminContext, input: AdminChapterInput, current?: ChapterRow) {
  await assertUploadedKey(ctx.storage, 'video', 'video', input.video, current?.video);
  await assertUploadedKey(ctx.storage, 'pdf', 'pdf', input.pdf, current?.pdf);
  await assertUploadedKey(ctx.storage, 'music_xml', 'musicxml', input.music_xml, current?.musicXml);
  if (input.backing_track_id !== null && !(await repo.trackExists(ctx.db, input.backing_track_id))) {
    throw new ValidationError('backing_track_id: No such backing track.', {
      errors: { backing_track_id: ['No such backing track.'] },
    });
  }
}

const chapterValues = (input: AdminChapterInput): repo.ChapterValues => ({
  heading: input.heading,
  chapterType: input.chapter_type,
  video: input.video,
  pdf: input.pdf,
  musicXml: input.music_xml,
  backingTrackId: input.backing_track_id,
});

async function requireChapter(ctx: AdminContext, courseId: number, chapterId: number) {
  await requireCourse(ctx, courseId);
  const chapter = await repo.findChapter(ctx.db, courseId, chapterId);
  if (!chapter) throw new NotFoundError(CHAPTER_NOT_FOUND);
  return chapter;
}

/** A new chapter goes to the end of the course. */
export async function createChapter(
  ctx: AdminContext,
  courseId: number,
  input: AdminChapterInput,
): Promise<AdminCourseDetail> {
  await requireCourse(ctx, courseId);
  await checkChapter(ctx, input);
  const detail = await auditedWrite(
    ctx,
    async (tx) => {
      const row = await repo.insertChapter(tx, courseId, chapterValues(input));
      // The stream is asked for with the chapter: stored together or not at all.
      if (input.video) await requestStream(tx, ctx.jobQueue, input.video);
      return row;
    },
    (row) => ({
      action: 'chapter.create',
      targetType: 'chapter',
      targetId: row.id,
      details: { course_id: courseId, heading: row.heading, chapter_type: row.chapterType },
    }),
    (tx) => getCourse({ ...ctx, db: tx }, courseId),
  );
  ctx.jobQueue.wake();
  return detail;
}

export async function updateChapter(
  ctx: AdminContext,
  courseId: number,
  chapterId: number,
  input: AdminChapterInput,
): Promise<AdminCourseDetail> {
  const current = await requireChapter(ctx, courseId, chapterId);
  await checkChapter(ctx, input, current);
  // Sync points belong to one score: a new score starts without them (decision 0631).
  const values = chapterValues(input);
  const syncPoints = input.music_xml === current.musicXml ? {} : { syncPoints: null };
  await auditedWrite(
    ctx,
    async (tx) => {
      await repo.updateChapter(tx, chapterId, { ...values, ...syncPoints });
      if (input.video) await requestStream(tx, ctx.jobQueue, input.video);
    },
    () => ({
      action: 'chapter.update',
      targetType: 'chapter',
      targetId: chapterId,
      details: { course_id: courseId, heading: input.heading },
    }),
  );
  ctx.jobQueue.wake();
  if (current.video !== input.video) await removeUnusedStreams(ctx.db, ctx.storage, [current.video]);
  return getCourse(ctx, courseId);
}

export async function deleteChapter(
  ctx: AdminContext,
  courseId: number,
  chapterId: number,
): Promise<AdminCourseDetail> {
  const current = await requireChapter(ctx, courseId, chapterId);
  await auditedWrite(
    ctx,
    (tx) => repo.deleteChapter(tx, chapterId),
    () => ({
      action: 'chapter.delete',
      targetType: 'chapter',
      targetId: chapterId,
      details: { course_id: courseId, heading: current.heading },
    }),
  );
  await removeUnusedStreams(ctx.db, ctx.storage, [current.video]);
  return getCourse(ctx, courseId);
}

/** The owner's retry of a chapter video's stream that failed (or was never made): queued again. */
export async function retryChapterStream(
  ctx: AdminContext,
  courseId: number,
  chapterId: number,
): Promise<AdminCourseDetail> {
  const current = await requireChapter(ctx, courseId, chapterId);
  if (!current.video) throw new ValidationError('The chapter has no video.');
  const video = current.video;
  await auditedWrite(
    ctx,
    (tx) => requestStream(tx, ctx.jobQueue, video),
    () => ({
      action: 'chapter.stream_retry',
      targetType: 'chapter',
      targetId: chapterId,
      details: { course_id: courseId, video },
    }),
  );
  ctx.jobQueue.wake();
  return getCourse(ctx, courseId);
}

export async function reorderChapters(
  ctx: AdminContext,
  courseId: number,
  { chapter_ids }: AdminChapterOrder,
): Promise<AdminCourseDetail> {
  await requireCourse(ctx, courseId);
  const existing = (await repo.listChapters(ctx.db, courseId)).map((r) => r.chapter.id);
  assertCompleteOrder(chapter_ids, existing, 'The order must list every chapter of the course exactly once.');
  await auditedWrite(
    ctx,
    (tx) => repo.setChapterPositions(tx, chapter_ids),
    () => ({ action: 'chapter.reorder', targetType: 'course', targetId: courseId, details: { chapter_ids } }),
  );
  return getCourse(ctx, courseId);
}
