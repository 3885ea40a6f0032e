import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { backingTracks } from './backing-tracks.ts';
import { users } from './users.ts';

/**
 * A private student's take (docs/decisions/0632-takes.md): a recording played over a backing track (or none), with
 * what it was played over so that its bars can be found again. File columns hold storage keys; the rows go with
 * the account (cascade), the files with the take or the account (the takes module's face lists them).
 */
export const takes = pgTable(
  'takes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    note: text('note').notNull().default(''),
    media: text('media').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    backingTrackId: integer('backing_track_id').references(() => backingTracks.id, { onDelete: 'set null' }),
    playedTempo: doublePrecision('played_tempo'),
    playedKey: text('played_key'),
    loopStart: integer('loop_start'),
    loopEnd: integer('loop_end'),
    offsetMs: integer('offset_ms').notNull().default(0),
    state: text('state', { enum: ['sent', 'answered'] })
      .notNull()
      .default('sent'),
    readByTeacher: boolean('read_by_teacher').notNull().default(false),
    answerMedia: text('answer_media'),
    answerMime: text('answer_mime'),
    answerSize: bigint('answer_size', { mode: 'number' }),
    answerDurationMs: integer('answer_duration_ms'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('takes_user_idx').on(t.userId, t.createdAt),
    index('takes_unread_idx')
      .on(t.createdAt)
      .where(sql`${t.readByTeacher} = false`),
  ],
);

/** A teacher's remark at a moment of a take; `bar` and `chorus` are computed from the track when it is added. */
export const takeRemarks = pgTable(
  'take_remarks',
  {
    id: serial('id').primaryKey(),
    takeId: integer('take_id')
      .notNull()
      .references(() => takes.id, { onDelete: 'cascade' }),
    timeMs: integer('time_ms').notNull(),
    bar: integer('bar'),
    chorus: integer('chorus'),
    text: text('text').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('take_remarks_take_idx').on(t.takeId, t.timeMs)],
);

/** The thread under a take: the student and the teachers. */
export const takeReplies = pgTable(
  'take_replies',
  {
    id: serial('id').primaryKey(),
    takeId: integer('take_id')
      .notNull()
      .references(() => takes.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    fromTeacher: boolean('from_teacher').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('take_replies_take_idx').on(t.takeId, t.createdAt)],
);

/**
 * An upload in parts (a take, or a teacher's answer), until the take is sent: its parts live in the storage under
 * `takes/parts/<id>/`, `received` names those that arrived whole.
 */
export const takeUploads = pgTable('take_uploads', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  size: bigint('size', { mode: 'number' }).notNull(),
  partBytes: integer('part_bytes').notNull(),
  received: integer('received')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
