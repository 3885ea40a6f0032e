import type { SyncPointsInput, SyncPointsResult } from '@gjs/shared';
import { NotFoundError, ValidationError } from '#lib/errors.ts';
import { readScore } from '#lib/scores/read-score.ts';
import { readStoredFile } from '#lib/storage/read-stored-file.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import type { AdminContext } from '../context.ts';
import * as repo from './repository.ts';
import { requireCourse } from './service.ts';

export const NO_SCORE = 'The chapter has no readable score.';
const SCORE_READ_LIMIT = 20 * 1024 ** 2;

const invalid = (message: string, errors: Record<string, string[]>) =>
  new ValidationError(message, { errors });

/** The bar count of a chapter's score, read from the stored file. */
async function scoreBarCount(ctx: AdminContext, key: string | null): Promise<number> {
  if (!key) throw invalid(NO_SCORE, { sync_points: [NO_SCORE] });
  const facts = await readScore(await readStoredFile(ctx.storage, key, SCORE_READ_LIMIT));
  if (!facts) throw invalid(NO_SCORE, { sync_points: [NO_SCORE] });
  return facts.barCount;
}

/**
 * Sets a chapter's sync points (decision 0631): bars and times increase (the contract checks that), and every bar
 * lies within the chapter's score. An empty list removes them.
 */
export async function setSyncPoints(
  ctx: AdminContext,
  courseId: number,
  chapterId: number,
  { sync_points }: SyncPointsInput,
): Promise<SyncPointsResult> {
  await requireCourse(ctx, courseId);
  const chapter = await repo.findChapter(ctx.db, courseId, chapterId);
  if (!chapter) throw new NotFoundError('Chapter not found');
  const barCount = await scoreBarCount(ctx, chapter.musicXml);
  const outside = sync_points.findIndex((point) => point.bar >= barCount);
  if (outside !== -1) {
    const message = `Point ${outside + 1}: the score has ${barCount} bars.`;
    throw invalid(`sync_points: ${message}`, { [`sync_points.${outside}.bar`]: [message] });
  }
  await auditedWrite(
    ctx,
    (tx) => repo.setSyncPoints(tx, chapterId, sync_points.length > 0 ? sync_points : null),
    () => ({
      action: 'chapter.sync_points',
      targetType: 'chapter',
      targetId: chapterId,
      details: { course_id: courseId, points: sync_points.length },
    }),
  );
  return { sync_points, bar_count: barCount };
}
