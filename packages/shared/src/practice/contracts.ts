import { z } from 'zod';
import { trackMixSchema } from '../backing-tracks/parts.ts';
import {
  PRACTICE_BARS_MAX,
  PRACTICE_KEY_MAX,
  PRACTICE_KEY_MIN,
  PRACTICE_KINDS,
  PRACTICE_RAMP_EVERY_MAX,
  PRACTICE_RAMP_STEP_MAX,
  PRACTICE_REPORT_SECONDS_MAX,
  PRACTICE_TEMPO_MAX,
  PRACTICE_TEMPO_MIN,
  PRACTICE_VIDEO_RATE_MAX,
  PRACTICE_VIDEO_RATE_MIN,
} from './limits.ts';

/**
 * Remembered practice settings and the practice log (docs/decisions/0630-practice-settings-and-log.md): per member
 * and backing track the last tempo, loop and ramp; per member and course the video speed; per member, day and item
 * the seconds actually played.
 */

const tempo = (field: string) =>
  z
    .number(`${field} must be a number.`)
    .int(`${field} must be a whole percent.`)
    .min(PRACTICE_TEMPO_MIN, `${field} must be at least ${PRACTICE_TEMPO_MIN} %.`)
    .max(PRACTICE_TEMPO_MAX, `${field} must be at most ${PRACTICE_TEMPO_MAX} %.`);

const bar = (field: string) =>
  z
    .number(`${field} must be a number.`)
    .int(`${field} must be a whole number.`)
    .min(1, `${field} must be at least 1.`)
    .max(PRACTICE_BARS_MAX, `${field} must be at most ${PRACTICE_BARS_MAX}.`);

/** Bars of the chord list, 1-based and inclusive. */
export const practiceLoopSchema = z
  .object({ first: bar('First bar'), last: bar('Last bar') })
  .refine((loop) => loop.last >= loop.first, {
    message: 'The last bar must not come before the first.',
    path: ['last'],
  });
export type PracticeLoop = z.infer<typeof practiceLoopSchema>;

/** Start at `start` %, add `step` points after every `every` repetitions of the loop, stay at `target` %. */
export const practiceRampSchema = z
  .object({
    start: tempo('Start tempo'),
    target: tempo('Target tempo'),
    step: z
      .number('Step must be a number.')
      .int('Step must be a whole percent.')
      .min(1, 'Step must be at least 1 %.')
      .max(PRACTICE_RAMP_STEP_MAX, `Step must be at most ${PRACTICE_RAMP_STEP_MAX} %.`),
    every: z
      .number('Repetitions must be a number.')
      .int('Repetitions must be a whole number.')
      .min(1, 'Repetitions must be at least 1.')
      .max(PRACTICE_RAMP_EVERY_MAX, `Repetitions must be at most ${PRACTICE_RAMP_EVERY_MAX}.`),
  })
  .refine((ramp) => ramp.target > ramp.start, {
    message: 'The target tempo must be above the start tempo.',
    path: ['target'],
  });
export type PracticeRamp = z.infer<typeof practiceRampSchema>;

/** PUT /api/practice/tracks/:id/settings/ and its answer. */
export const trackSettingsSchema = z.object({
  tempo: tempo('Tempo'),
  loop: practiceLoopSchema.nullable(),
  loop_on: z.boolean('Loop must be true or false.'),
  ramp: practiceRampSchema.nullable(),
  count_in: z.boolean('Count-in must be true or false.'),
  /** Semitones the player transposes by; absent in a request from an older page: 0. */
  key: z
    .number('Key must be a number.')
    .int('Key must be a whole number of semitones.')
    .min(PRACTICE_KEY_MIN, `Key must be at least ${PRACTICE_KEY_MIN} semitones.`)
    .max(PRACTICE_KEY_MAX, `Key must be at most ${PRACTICE_KEY_MAX} semitones.`)
    .default(0),
  /** The member's mix of the track's parts (decision 0313); empty when never changed. */
  mix: trackMixSchema.default({}),
});
export type TrackSettings = z.infer<typeof trackSettingsSchema>;
/** A track the member never changed anything on: nothing remembered. */
export const storedTrackSettingsSchema = trackSettingsSchema.nullable();

/** PUT /api/practice/courses/:id/settings/ and its answer. */
export const courseSettingsSchema = z.object({
  video_rate: z
    .number('Speed must be a number.')
    .finite('Speed must be a number.')
    .min(PRACTICE_VIDEO_RATE_MIN, `Speed must be at least ${PRACTICE_VIDEO_RATE_MIN}.`)
    .max(PRACTICE_VIDEO_RATE_MAX, `Speed must be at most ${PRACTICE_VIDEO_RATE_MAX}.`),
});
export type CourseSettings = z.infer<typeof courseSettingsSchema>;
export const storedCourseSettingsSchema = courseSettingsSchema.nullable();

/** POST /api/practice/log/: seconds actually played of one item since the last report. */
export const practiceReportSchema = z.object({
  kind: z.enum(PRACTICE_KINDS, 'Kind must be track or chapter.'),
  item_id: z
    .number('Item must be a number.')
    .int('Item must be a whole number.')
    .positive('Item must be positive.'),
  seconds: z
    .number('Seconds must be a number.')
    .finite('Seconds must be a number.')
    .positive('Seconds must be positive.')
    .max(PRACTICE_REPORT_SECONDS_MAX, `Seconds must be at most ${PRACTICE_REPORT_SECONDS_MAX}.`),
});
export type PracticeReport = z.infer<typeof practiceReportSchema>;
export const practiceReportAnswerSchema = z.object({ recorded: z.number() });
export type PracticeReportAnswer = z.infer<typeof practiceReportAnswerSchema>;

const topItemSchema = z.object({
  kind: z.enum(PRACTICE_KINDS),
  item_id: z.number().int(),
  name: z.string(),
  /** The chapter's course, for a link; null for a track. */
  course_id: z.number().int().nullable(),
  seconds: z.number(),
});
export type PracticeTopItem = z.infer<typeof topItemSchema>;

/** GET /api/practice/log/: what the profile shows. */
export const practiceSummarySchema = z.object({
  /** Today in the school's time zone (YYYY-MM-DD). */
  today: z.string(),
  week_seconds: z.number(),
  /** Days in a row with practice, ending today or yesterday. */
  streak_days: z.number().int(),
  /** The last 12 weeks, oldest first: each week's Monday and the seconds played in it. */
  weeks: z.array(z.object({ week_start: z.string(), seconds: z.number() })),
  top_tracks: z.array(topItemSchema),
  top_chapters: z.array(topItemSchema),
});
export type PracticeSummary = z.infer<typeof practiceSummarySchema>;

/** One row of the log, as "Download my data" gives it. */
export const practiceLogEntrySchema = z.object({
  day: z.string(),
  kind: z.enum(PRACTICE_KINDS),
  item_id: z.number().int(),
  seconds: z.number(),
});
export type PracticeLogEntry = z.infer<typeof practiceLogEntrySchema>;
