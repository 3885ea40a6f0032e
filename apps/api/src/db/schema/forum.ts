import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { FORUM_CATEGORIES } from '@gjs/shared';
import { users } from './users.ts';

/** Content is markdown exactly as written; nothing here is HTML. Deleting a user deletes their posts and comments. */
export const forumPosts = pgTable(
  'forum_posts',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    category: text('category', { enum: FORUM_CATEGORIES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Pages are read newest first by (created_at, id); searches use the trigram indexes (docs/decisions/005).
  (t) => [
    index('forum_posts_created_id_idx').on(t.createdAt, t.id),
    index('forum_posts_category_created_id_idx').on(t.category, t.createdAt, t.id),
    index('forum_posts_author_idx').on(t.authorId),
    index('forum_posts_subject_trgm_idx').using('gin', t.subject.op('gin_trgm_ops')),
    index('forum_posts_content_trgm_idx').using('gin', t.content.op('gin_trgm_ops')),
  ],
);

export const forumComments = pgTable(
  'forum_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('forum_comments_post_created_idx').on(t.postId, t.createdAt),
    index('forum_comments_author_idx').on(t.authorId),
  ],
);
