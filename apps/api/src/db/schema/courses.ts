import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { CHAPTER_TYPES, COURSE_LEVELS, LANGUAGES, type SyncPoint } from '@gjs/shared';
import { backingTracks } from './backing-tracks.ts';

/** File columns hold storage keys (never URLs): the API turns them into signed URLs when it answers. */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    level: text('level', { enum: COURSE_LEVELS }).notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    category: text('category').notNull(),
    thumbnail: text('thumbnail'),
    isPublished: boolean('is_published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('courses_published_created_idx').on(t.isPublished, t.createdAt)],
);

export const chapters = pgTable(
  'chapters',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    heading: text('heading').notNull(),
    chapterType: text('chapter_type', { enum: CHAPTER_TYPES }).notNull().default('video'),
    video: text('video'),
    pdf: text('pdf'),
    musicXml: text('music_xml'),
    /** The owner's sync points of the score (decision 0631); null: none set. */
    syncPoints: jsonb('sync_points').$type<SyncPoint[]>(),
    backingTrackId: integer('backing_track_id').references(() => backingTracks.id, { onDelete: 'set null' }),
  },
  (t) => [index('chapters_course_position_idx').on(t.courseId, t.position)],
);

export const upcomingCourses = pgTable('upcoming_courses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  level: text('level', { enum: COURSE_LEVELS }).notNull(),
  languages: jsonb('languages').$type<(typeof LANGUAGES)[number][]>().notNull(),
  thumbnail: text('thumbnail'),
  publishDate: timestamp('publish_date', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
