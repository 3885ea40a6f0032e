import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ChordBar, TrackPartName } from '@gjs/shared';

/** A stored part: its audio's storage key and its length as measured at upload. */
export type StoredTrackPart = { name: TrackPartName; audio: string; durationMs: number };

/** One chart and its audio; listed on /backing-tracks and reused by the backing-track chapters of courses. */
export const backingTracks = pgTable('backing_tracks', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  musicalKey: text('musical_key').notNull(),
  tempo: doublePrecision('tempo').notNull().default(120),
  starttime: doublePrecision('starttime').notNull().default(0),
  repetitions: integer('repetitions').notNull().default(1),
  chords: jsonb('chords').$type<ChordBar[]>().notNull(),
  audio: text('audio').notNull(),
  /** Separate recordings of rhythm, bass, lead (decision 0313), in that order; empty for most tracks. */
  parts: jsonb('parts').$type<StoredTrackPart[]>().notNull().default([]),
  isListed: boolean('is_listed').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
