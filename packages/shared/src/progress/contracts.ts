import { z } from 'zod';

/**
 * Course progress and resume (docs/decisions/0600-course-progress.md): per member and chapter the saved playback
 * position, the seconds actually played and when the chapter was done.
 */

/** No chapter video is longer than this: positions, durations and played seconds are bounded by it. */
export const PROGRESS_SECONDS_MAX = 6 * 3600;
/** A chapter counts as done once this share of its video was actually played. */
export const PROGRESS_DONE_SHARE = 0.9;
/** The web player saves this often while playing. */
export const PROGRESS_SAVE_INTERVAL_MS = 10_000;
/** Played seconds may exceed what the wall-clock time since the last save allows by this much (timers, latency). */
export const PROGRESS_PLAYED_SLACK_SECONDS = 5;
/** The fastest a lesson video plays: a second of wall-clock time may cover this many seconds of the video. */
export const PROGRESS_PLAYBACK_RATE_MAX = 2;
/** The most played seconds that one save may add, whatever the time since the last save. */
export const PROGRESS_PLAYED_STEP_MAX = 60;

const seconds = (field: string) =>
  z
    .number(`${field} must be a number.`)
    .finite(`${field} must be a number.`)
    .min(0, `${field} must not be negative.`)
    .max(PROGRESS_SECONDS_MAX, `${field} must be at most ${PROGRESS_SECONDS_MAX} seconds.`);

/** PUT /api/progress/chapters/:chapterId/: the position now, the seconds played since the last save, the duration. */
export const progressSaveSchema = z.object({
  position: seconds('Position'),
  played: seconds('Played time').default(0),
  duration: seconds('Duration').positive('Duration must be positive.').optional(),
});
export type ProgressSave = z.infer<typeof progressSaveSchema>;
export type ProgressSaveInput = z.input<typeof progressSaveSchema>;

/** PUT /api/progress/chapters/:chapterId/done/: mark or unmark a chapter as done. */
export const progressDoneSchema = z.object({ done: z.boolean('Done must be true or false.') });
export type ProgressDone = z.infer<typeof progressDoneSchema>;

export const chapterProgressSchema = z.object({
  chapter_id: z.number().int(),
  position: z.number(),
  played: z.number(),
  done: z.boolean(),
  done_at: z.string().nullable(),
  updated_at: z.string(),
});
export type ChapterProgress = z.infer<typeof chapterProgressSchema>;

/** GET /api/progress/courses/:courseId/: the member's progress per chapter (chapters never touched are left out). */
export const courseProgressSchema = z.object({
  course_id: z.number().int(),
  chapters: z.array(chapterProgressSchema),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

/** GET /api/progress/: per published course, done chapters of all and the last chapter touched. */
export const progressSummaryItemSchema = z.object({
  course_id: z.number().int(),
  done: z.number().int(),
  total: z.number().int(),
  /** The chapter saved last in this course, its position and when: the newest across courses is "Continue". */
  last: z.object({ chapter_id: z.number().int(), position: z.number(), updated_at: z.string() }).nullable(),
});
export const progressSummarySchema = z.array(progressSummaryItemSchema);
export type ProgressSummaryItem = z.infer<typeof progressSummaryItemSchema>;
