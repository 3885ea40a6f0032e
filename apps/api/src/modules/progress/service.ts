import {
  PROGRESS_DONE_SHARE,
  PROGRESS_PLAYBACK_RATE_MAX,
  PROGRESS_PLAYED_SLACK_SECONDS,
  PROGRESS_PLAYED_STEP_MAX,
  PROGRESS_SECONDS_MAX,
  type ChapterProgress,
  type CourseProgress,
  type ProgressDone,
  type ProgressSave,
  type ProgressSummaryItem,
} from '@gjs/shared';
import type { Deps } from '../../core/module.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { parseRouteId } from '../../lib/route-id.ts';
import * as repo from './repository.ts';

export const CHAPTER_NOT_FOUND = 'Chapter not found';
export const COURSE_NOT_FOUND = 'Course not found';

export interface Member {
  id: number;
  isStaff: boolean;
}

type ProgressDeps = Deps<'db'>;

async function visibleChapter({ db }: ProgressDeps, rawId: string, member: Member) {
  const id = parseRouteId(rawId);
  const chapter = Number.isSafeInteger(id) ? await repo.findChapter(db, id) : undefined;
  if (!chapter || (!chapter.isPublished && !member.isStaff)) throw new NotFoundError(CHAPTER_NOT_FOUND);
  return chapter;
}

function toProgress(row: repo.ProgressRow): ChapterProgress {
  return {
    chapter_id: row.chapterId,
    position: row.position,
    played: row.played,
    done: row.doneAt !== null,
    done_at: row.doneAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The played seconds a save may add (decision 0600): what the client reports, but never more than the video can
 * cover at its fastest speed in the wall-clock time since the last save, plus a little slack, nor more than one
 * step; so a seek to the end adds nothing.
 */
export function playedStep(reported: number, lastSave: Date | undefined, now: Date): number {
  const elapsed = lastSave ? Math.max(0, (now.getTime() - lastSave.getTime()) / 1000) : Infinity;
  return Math.min(
    reported,
    elapsed * PROGRESS_PLAYBACK_RATE_MAX + PROGRESS_PLAYED_SLACK_SECONDS,
    PROGRESS_PLAYED_STEP_MAX,
  );
}

/** Saves the position of the member's own chapter; done once 90 % of the video was actually played. */
export async function save(
  deps: ProgressDeps,
  rawChapterId: string,
  member: Member,
  input: ProgressSave,
): Promise<ChapterProgress> {
  const chapter = await visibleChapter(deps, rawChapterId, member);
  const before = await repo.findProgress(deps.db, member.id, chapter.id);
  const duration = input.duration ?? before?.duration ?? null;
  const cap = duration ?? PROGRESS_SECONDS_MAX;
  const played = Math.min(
    cap,
    (before?.played ?? 0) + playedStep(input.played, before?.updatedAt, new Date()),
  );
  const reached = duration !== null && played >= PROGRESS_DONE_SHARE * duration;
  const row = await repo.upsertProgress(deps.db, {
    userId: member.id,
    chapterId: chapter.id,
    position: duration !== null ? Math.min(input.position, duration) : input.position,
    played,
    duration,
    doneAt: before?.doneAt ?? (reached ? new Date() : null),
  });
  return toProgress(row);
}

/** Marks or unmarks the member's own chapter as done; the position stays. */
export async function setDone(
  deps: ProgressDeps,
  rawChapterId: string,
  member: Member,
  input: ProgressDone,
): Promise<ChapterProgress> {
  const chapter = await visibleChapter(deps, rawChapterId, member);
  const before = await repo.findProgress(deps.db, member.id, chapter.id);
  const row = await repo.upsertProgress(deps.db, {
    userId: member.id,
    chapterId: chapter.id,
    position: before?.position ?? 0,
    // Unmarking starts the count of played time afresh, so that the chapter is not done again at the next save.
    played: input.done ? (before?.played ?? 0) : 0,
    duration: before?.duration ?? null,
    doneAt: input.done ? (before?.doneAt ?? new Date()) : null,
  });
  return toProgress(row);
}

export async function courseProgress(
  deps: ProgressDeps,
  rawCourseId: string,
  member: Member,
): Promise<CourseProgress> {
  const id = parseRouteId(rawCourseId);
  const course = Number.isSafeInteger(id) ? await repo.findCourse(deps.db, id) : undefined;
  if (!course || (!course.isPublished && !member.isStaff)) throw new NotFoundError(COURSE_NOT_FOUND);
  const rows = await repo.listCourseProgress(deps.db, member.id, course.id);
  return { course_id: course.id, chapters: rows.map((r) => toProgress(r.progress)) };
}

export async function summary(deps: ProgressDeps, member: Member): Promise<ProgressSummaryItem[]> {
  const { totals, done, last } = await repo.summary(deps.db, member.id);
  const doneBy = new Map(done.map((d) => [d.courseId, Number(d.done)]));
  const lastBy = new Map(
    last.map((l) => [
      l.courseId,
      { chapter_id: l.chapterId, position: l.position, updated_at: l.updatedAt.toISOString() },
    ]),
  );
  return totals
    .map((t) => ({
      course_id: t.courseId,
      done: doneBy.get(t.courseId) ?? 0,
      total: Number(t.total),
      last: lastBy.get(t.courseId) ?? null,
    }))
    .sort((a, b) => a.course_id - b.course_id);
}
