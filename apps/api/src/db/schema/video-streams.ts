import { bigint, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The adaptive stream made of an uploaded video (modules/media/streams): one row per source storage key, written when
 * its renditions, poster and previews are all stored under `prefix`. No row: the video plays from its original file.
 */
export const videoStreams = pgTable('video_streams', {
  sourceKey: text('source_key').primaryKey(),
  /** Storage folder of the stream, ending in '/': master.m3u8, poster.jpg, previews.vtt, previews.jpg, <height>p/. */
  prefix: text('prefix').notNull(),
  /** The renditions' heights, smallest first. */
  heights: jsonb('heights').$type<number[]>().notNull(),
  durationSeconds: real('duration_seconds').notNull(),
  /** Bytes of every stored file of the stream. */
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
