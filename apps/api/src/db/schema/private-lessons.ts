import { index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Private lessons belong to the students they are assigned to (decision 0405). */
export const privateLessons = pgTable('private_lessons', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** File columns hold storage keys (never URLs); the API hands out signed URLs. `position` is the section's order. */
export const privateLessonSections = pgTable(
  'private_lesson_sections',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => privateLessons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull().default(''),
    video: text('video'),
    pdf: text('pdf'),
  },
  (t) => [unique('private_lesson_sections_lesson_position_key').on(t.lessonId, t.position)],
);

export const privateLessonStudents = pgTable(
  'private_lesson_students',
  {
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => privateLessons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.lessonId, t.userId] }),
    index('private_lesson_students_user_idx').on(t.userId),
  ],
);
