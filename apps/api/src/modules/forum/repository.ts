import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { ForumCategory } from '@gjs/shared';
import { forumComments, forumPosts, profiles, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/types.ts';
import { likePattern } from '../../db/like-pattern.ts';

export interface PostFilter {
  search?: string | undefined;
  category?: ForumCategory | undefined;
}

function where({ search, category }: PostFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (category) conditions.push(eq(forumPosts.category, category));
  if (search) {
    const pattern = likePattern(search);
    conditions.push(
      or(
        ilike(forumPosts.subject, pattern),
        ilike(forumPosts.content, pattern),
        ilike(users.username, pattern),
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

/** One page of posts, newest first, with their authors. */
export function listPosts(db: DbOrTx, filter: PostFilter, limit: number, offset: number) {
  return selectPosts(db)
    .where(where(filter))
    .orderBy(desc(forumPosts.createdAt), desc(forumPosts.id))
    .limit(limit)
    .offset(offset);
}
export type PostRow = Awaited<ReturnType<typeof listPosts>>[number];

export async function countPosts(db: DbOrTx, filter: PostFilter): Promise<number> {
  const posts = db.select({ total: count() }).from(forumPosts).$dynamic();
  // Every post has its author (not null, cascading): the join only matters for a search by username.
  const query = filter.search ? posts.innerJoin(users, eq(users.id, forumPosts.authorId)) : posts;
  const [row] = await query.where(where(filter));
  return row?.total ?? 0;
}

export function findPost(db: DbOrTx, id: number): Promise<PostRow | undefined> {
  return selectPosts(db)
    .where(eq(forumPosts.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}

/** The comments of the given posts, oldest first. */
export async function listComments(db: DbOrTx, postIds: number[]) {
  if (!postIds.length) return [];
  return selectComments(db)
    .where(inArray(forumComments.postId, postIds))
    .orderBy(asc(forumComments.createdAt), asc(forumComments.id));
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
