import { and, asc, count, desc, eq, ilike, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ForumCategory } from '@gjs/shared';
import { forumComments, forumPosts, profiles, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/types.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { preparedQuery } from '../../db/prepared.ts';

export interface PostFilter {
  search?: string | undefined;
  category?: ForumCategory | undefined;
}

function where({ search, category }: PostFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (category) conditions.push(eq(forumPosts.category, category));
  if (search) {
    const pattern = likePattern(search);
    // The trigram indexes answer the text; the authors are looked up apart, so no query needs the users join.
    conditions.push(
      or(
        ilike(forumPosts.subject, pattern),
        ilike(forumPosts.content, pattern),
        sql`${forumPosts.authorId} in (select ${users.id} from ${users} where ${users.username} ilike ${pattern})`,
      )!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

const author = { id: users.id, username: users.username, profileImage: profiles.profileImage };

function selectPosts(db: DbOrTx) {
  return db
    .select({
      id: forumPosts.id,
      subject: forumPosts.subject,
      content: forumPosts.content,
      category: forumPosts.category,
      createdAt: forumPosts.createdAt,
      author,
    })
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.authorId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .$dynamic();
}

function selectComments(db: DbOrTx) {
  return db
    .select({
      id: forumComments.id,
      postId: forumComments.postId,
      content: forumComments.content,
      createdAt: forumComments.createdAt,
      author,
    })
    .from(forumComments)
    .innerJoin(users, eq(users.id, forumComments.authorId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .$dynamic();
}

const newestFirst = [desc(forumPosts.createdAt), desc(forumPosts.id)];

/**
 * One page of posts, newest first, with their authors. The page's ids come from the (created_at, id) index alone;
 * only those rows are joined to their authors, however deep the page.
 */
export function listPosts(db: DbOrTx, filter: PostFilter, limit: number, offset: number) {
  if (!filter.search) {
    // The pages everybody reads (all posts, or one category) are prepared once.
    if (!filter.category) return newestPage(db).execute({ limit, offset });
    return newestCategoryPage(db).execute({ category: filter.category, limit, offset });
  }
  return pageQuery(db, where(filter), limit, offset);
}

function pageQuery(
  db: DbOrTx,
  condition: SQL | undefined,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  const page = db
    .select({ id: forumPosts.id })
    .from(forumPosts)
    .where(condition)
    .orderBy(...newestFirst)
    .limit(limit as number)
    .offset(offset as number)
    .as('page');
  return selectPosts(db)
    .innerJoin(page, eq(page.id, forumPosts.id))
    .orderBy(...newestFirst);
}

const newestPage = preparedQuery((db) =>
  pageQuery(db, undefined, sql.placeholder('limit'), sql.placeholder('offset')).prepare('forum_page'),
);
const newestCategoryPage = preparedQuery((db) =>
  pageQuery(
    db,
    eq(forumPosts.category, sql.placeholder('category')),
    sql.placeholder('limit'),
    sql.placeholder('offset'),
  ).prepare('forum_category_page'),
);
export type PostRow = Awaited<ReturnType<typeof listPosts>>[number];

export async function countPosts(db: DbOrTx, filter: PostFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(forumPosts).where(where(filter));
  return row?.total ?? 0;
}

export function findPost(db: DbOrTx, id: number): Promise<PostRow | undefined> {
  return selectPosts(db)
    .where(eq(forumPosts.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}

const commentsOfPosts = preparedQuery((db) =>
  selectComments(db)
    .where(sql`${forumComments.postId} = any(${sql.placeholder('postIds')}::int[])`)
    .orderBy(asc(forumComments.createdAt), asc(forumComments.id))
    .prepare('forum_comments_of_posts'),
);

/** The comments of the given posts, oldest first. */
export async function listComments(db: DbOrTx, postIds: number[]) {
  if (!postIds.length) return [];
  return commentsOfPosts(db).execute({ postIds });
}
export type CommentRow = Awaited<ReturnType<typeof listComments>>[number];

export function findComment(db: DbOrTx, id: number): Promise<CommentRow | undefined> {
  return selectComments(db)
    .where(eq(forumComments.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function insertPost(db: DbOrTx, values: typeof forumPosts.$inferInsert): Promise<number> {
  const [row] = await db.insert(forumPosts).values(values).returning({ id: forumPosts.id });
  return row!.id;
}

export async function insertComment(db: DbOrTx, values: typeof forumComments.$inferInsert): Promise<number> {
  const [row] = await db.insert(forumComments).values(values).returning({ id: forumComments.id });
  return row!.id;
}

/** Who to tell about a reply: the post's author with their address and notification choice. */
export function findPostAuthorContact(db: DbOrTx, postId: number) {
  return db
    .select({
      postId: forumPosts.id,
      subject: forumPosts.subject,
      authorId: users.id,
      username: users.username,
      email: users.email,
      isActive: users.isActive,
      emailNotifications: profiles.emailNotifications,
    })
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.authorId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(forumPosts.id, postId))
    .then((rows) => rows[0]);
}

export async function hasPosted(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: forumPosts.id })
    .from(forumPosts)
    .where(eq(forumPosts.authorId, userId))
    .limit(1);
  return rows.length > 0;
}
