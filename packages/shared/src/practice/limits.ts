/**
 * Limits of the practice tools (docs/decisions/0630-practice-settings-and-log.md), free of zod so that the player
 * and the loop links can use them without the validation library.
 */

/** A tempo is a percent of the recording's own tempo: 25 % to 200 %. */
export const PRACTICE_TEMPO_MIN = 25;
export const PRACTICE_TEMPO_MAX = 200;
/** The practice player transposes by -6 to +6 semitones (decision 0313). */
export const PRACTICE_KEY_MIN = -6;
export const PRACTICE_KEY_MAX = 6;
/** A ramp raises the tempo by 1 to 50 percentage points, after every 1 to 16 repetitions of the loop. */
export const PRACTICE_RAMP_STEP_MAX = 50;
export const PRACTICE_RAMP_EVERY_MAX = 16;
/** No chord chart has more bars than this. */
export const PRACTICE_BARS_MAX = 999;
/** A video plays at 0.25 to 2 times its speed (the course player's slider). */
export const PRACTICE_VIDEO_RATE_MIN = 0.25;
export const PRACTICE_VIDEO_RATE_MAX = 2;

/** What a member practised: a backing track or a course chapter. */
export const PRACTICE_KINDS = ['track', 'chapter'] as const;
export type PracticeKind = (typeof PRACTICE_KINDS)[number];
/** One report of playing time adds at most this many seconds; the web reports every 30 s and when playback stops. */
export const PRACTICE_REPORT_SECONDS_MAX = 60;
/** A report may exceed the wall-clock time since the member's previous report by this much (timers, latency). */
export const PRACTICE_REPORT_SLACK_SECONDS = 5;
/** The practice chart covers this many weeks, Monday to Sunday, in the school's time zone. */
export const PRACTICE_CHART_WEEKS = 12;
export const PRACTICE_TIME_ZONE = 'Europe/Berlin';
