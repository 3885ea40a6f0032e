import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { TrackMix } from '@gjs/shared';
import { backingTracks } from './backing-tracks.ts';
import { courses } from './courses.ts';
import { users } from './users.ts';

/**
 * A member's last settings for a backing track (docs/decisions/0630-practice-settings-and-log.md): tempo in percent,
 * the looped bars of the chord list (1-based, inclusive), whether the loop is on, the ramp and the count-in.
 * Removed with the account or the track.
 */
export const trackSettings = pgTable(
  'track_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trackId: integer('track_id')
      .notNull()
      .references(() => backingTracks.id, { onDelete: 'cascade' }),
    tempo: smallint('tempo').notNull(),
    loopFirst: smallint('loop_first'),
    loopLast: smallint('loop_last'),
    loopOn: boolean('loop_on').notNull().default(false),
    rampStart: smallint('ramp_start'),
    rampTarget: smallint('ramp_target'),
    rampStep: smallint('ramp_step'),
    rampEvery: smallint('ramp_every'),
    countIn: boolean('count_in').notNull().default(false),
    keyShift: smallint('key_shift').notNull().default(0),
    mix: jsonb('mix').$type<TrackMix>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.trackId] })],
);

/** A member's video speed for a course. Removed with the account or the course. */
export const courseSettings = pgTable(
  'course_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    videoRate: real('video_rate').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

/**
 * Seconds actually played per member, day (in the school's time zone) and item: a backing track or a chapter. The
 * item is not a foreign key: the log keeps the minutes of an item that was removed later, without its name.
 */
export const practiceLog = pgTable(
  'practice_log',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['track', 'chapter'] }).notNull(),
    itemId: integer('item_id').notNull(),
    seconds: real('seconds').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day, t.kind, t.itemId] }),
    check('practice_log_kind_check', sql`${t.kind} in ('track', 'chapter')`),
  ],
);

/** Up to when a member's playing time is counted: one clock per member, however many tabs play (decision 0630). */
export const practiceClock = pgTable('practice_clock', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  coveredUntil: timestamp('covered_until', { withTimezone: true }).notNull(),
});
