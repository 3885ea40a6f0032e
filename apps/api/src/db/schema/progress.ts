import { index, integer, pgTable, primaryKey, real, timestamp } from 'drizzle-orm/pg-core';
import { chapters } from './courses.ts';
import { users } from './users.ts';

/**
 * A member's progress in a chapter (docs/decisions/0600-course-progress.md): the saved playback position, the seconds
 * actually played (bounded per save), the video's duration as last reported and when the chapter was done. Removed
 * with the account or the chapter.
 */
export const chapterProgress = pgTable(
  'chapter_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    position: real('position').notNull().default(0),
    played: real('played').notNull().default(0),
    duration: real('duration'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.chapterId] }),
    index('chapter_progress_user_updated_idx').on(t.userId, t.updatedAt),
  ],
);
