import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  or,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
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

export interface AuthorRow {
  id: number;
  username: string;
  profileImage: string | null;
}
export interface PostRow {
  id: number;
  subject: string;
  content: string;
  category: ForumCategory;
  createdAt: Date;
  author: AuthorRow;
}
export interface CommentRow {
  id: number;
  postId: number;
  content: string;
  createdAt: Date;
  author: AuthorRow;
}

const newestFirst = [desc(forumPosts.createdAt), desc(forumPosts.id)];

/** A timestamp as JavaScript's toISOString writes it (UTC, milliseconds cut, not rounded, as a Date cuts them). */
const ISO_MILLISECONDS = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The comments of the row's post, oldest first, as JSON text of `[id, content, created_at, author id, username,
 * profile image]` arrays: the page and its comments come in one statement, and the comments skip the ORM's row
 * mapping. Text rather than json, so that both drivers hand it over alike.
 */
const commentsJson = sql<string>`coalesce((
  select json_agg(json_build_array(c.id, c.content, ${ISO_MILLISECONDS('c.created_at')}, cu.id, cu.username, cp.profile_image)
                  order by c.created_at, c.id)
  from ${forumComments} c
  join ${users} cu on cu.id = c.author_id
  left join ${profiles} cp on cp.user_id = cu.id
  where c.post_id = ${forumPosts.id}
)::text, '[]')`;

/** One comment of `commentsJson`. */
export type CommentTuple = [
  id: number,
  content: string,
  /** Already as the contract writes it: see ISO_MILLISECONDS. */
  createdAt: string,
  authorId: number,
  username: string,
  profileImage: string | null,
];

function selectPage(db: DbOrTx) {
  return db
    .select({
      id: forumPosts.id,
      subject: forumPosts.subject,
      content: forumPosts.content,
      category: forumPosts.category,
      createdAt: forumPosts.createdAt,
      author,
      comments: commentsJson,
    })
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.authorId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .$dynamic();
}

/**
 * One page of posts, newest first, with their authors and comments. The page's ids come from the (created_at, id)
 * index alone; only those rows are joined to their authors and comments.
 */
export function listPosts(db: DbOrTx, filter: PostFilter, limit: number, offset: number) {
  if (!filter.search) {
    // The pages everybody reads (all posts, or one category) are prepared once.
    if (!filter.category) return newestPage(db).execute({ limit, offset });
    return newestCategoryPage(db).execute({ category: filter.category, limit, offset });
  }
  return pageQuery(db, where(filter), limit, offset);
}

/**
 * The posts whose ids `ids` selects, newest first. `id = any(array(...))` rather than a join with the page's ids:
 * a prepared statement's generic plan cannot know the page size, and for a join it planned a scan of every post.
 */
function pageOf(db: DbOrTx, ids: SQLWrapper) {
  return selectPage(db)
    .where(sql`${forumPosts.id} = any(array(${ids}))`)
    .orderBy(...newestFirst);
}

function pageQuery(
  db: DbOrTx,
  condition: SQL | undefined,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  const ids = db
    .select({ id: forumPosts.id })
    .from(forumPosts)
    .where(condition)
    .orderBy(...newestFirst)
    .limit(limit as number)
    .offset(offset as number);
  return pageOf(db, ids);
}

const categoryIs = eq(forumPosts.category, sql.placeholder('category'));
const newestPage = preparedQuery((db) =>
  pageQuery(db, undefined, sql.placeholder('limit'), sql.placeholder('offset')).prepare('forum_page'),
);
const newestCategoryPage = preparedQuery((db) =>
  pageQuery(db, categoryIs, sql.placeholder('limit'), sql.placeholder('offset')).prepare(
    'forum_category_page',
  ),
);
export type PageRow = Awaited<ReturnType<typeof listPosts>>[number];

/** Every `PAGE_INDEX_STEP`-th post of a filter, counted from the oldest, with the filter's total (see below). */
export const PAGE_INDEX_STEP = 200;
export interface PageAnchor {
  /** The timestamp as PostgreSQL writes it, to the microsecond: a JavaScript date would round it. */
  createdAt: string;
  id: number;
}
export interface PageIndex {
  total: number;
  /** `anchors[k]` is the post at position `k * PAGE_INDEX_STEP`, oldest first. */
  anchors: PageAnchor[];
}

/**
 * The anchors of all posts, or of one category, in one pass over the (created_at, id) index. Counted from the
 * oldest, an anchor keeps its position when a post is added (new posts are the newest).
 */
export async function loadPageIndex(db: DbOrTx, category: ForumCategory | undefined): Promise<PageIndex> {
  const numbered = db
    .select({
      createdAt: sql<string>`${forumPosts.createdAt}::text`.as('at'),
      id: forumPosts.id,
      position: sql<number>`row_number() over (order by ${forumPosts.createdAt}, ${forumPosts.id}) - 1`.as(
        'n',
      ),
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(forumPosts)
    .where(category ? eq(forumPosts.category, category) : undefined)
    .as('numbered');
  const rows = await db
    .select({ createdAt: numbered.createdAt, id: numbered.id, total: numbered.total })
    .from(numbered)
    .where(sql`${numbered.position} % ${PAGE_INDEX_STEP} = 0`)
    .orderBy(numbered.position);
  return {
    total: Number(rows[0]?.total ?? 0),
    anchors: rows.map(({ createdAt, id }) => ({ createdAt, id })),
  };
}

/**
 * A deep page without walking every newer post: the page's newest post is the `skip`-th after an anchor (oldest
 * first, fewer than PAGE_INDEX_STEP steps), and the page is the `limit` posts from it down.
 */
function anchoredPageQuery(db: DbOrTx, category: SQL | undefined) {
  const after = sql`(${forumPosts.createdAt}, ${forumPosts.id}) >= (${sql.placeholder('anchorAt')}::timestamptz, ${sql.placeholder('anchorId')}::int)`;
  const newest = db
    .select({ createdAt: forumPosts.createdAt, id: forumPosts.id })
    .from(forumPosts)
    .where(and(category, after))
    .orderBy(asc(forumPosts.createdAt), asc(forumPosts.id))
    .offset(sql.placeholder('skip') as unknown as number)
    .limit(1);
  const ids = db
    .select({ id: forumPosts.id })
    .from(forumPosts)
    .where(and(category, sql`(${forumPosts.createdAt}, ${forumPosts.id}) <= (${newest})`))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit') as unknown as number);
  return pageOf(db, ids);
}

const anchoredPage = preparedQuery((db) => anchoredPageQuery(db, undefined).prepare('forum_anchored_page'));
const anchoredCategoryPage = preparedQuery((db) =>
  anchoredPageQuery(db, categoryIs).prepare('forum_anchored_category_page'),
);

/** The `limit` posts from the one `skip` steps after `anchor` (oldest first) down, newest first. */
export function listPostsFrom(
  db: DbOrTx,
  category: ForumCategory | undefined,
  anchor: PageAnchor,
  skip: number,
  limit: number,
) {
  const values = { anchorAt: anchor.createdAt, anchorId: anchor.id, skip, limit };
  if (!category) return anchoredPage(db).execute(values);
  return anchoredCategoryPage(db).execute({ ...values, category });
}

export async function countPosts(db: DbOrTx, filter: PostFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(forumPosts).where(where(filter));
  return row?.total ?? 0;
}

/** A post by its author and subject (the demo seed matches its posts so). */
export function findPostByAuthorAndSubject(db: DbOrTx, authorId: number, subject: string) {
  return db
    .select({ id: forumPosts.id })
    .from(forumPosts)
    .where(and(eq(forumPosts.authorId, authorId), eq(forumPosts.subject, subject)))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function insertPost(db: DbOrTx, values: typeof forumPosts.$inferInsert) {
  const [row] = await db
    .insert(forumPosts)
    .values(values)
    .returning({ id: forumPosts.id, createdAt: forumPosts.createdAt });
  return row!;
}

export async function insertComment(db: DbOrTx, values: typeof forumComments.$inferInsert) {
  const [row] = await db
    .insert(forumComments)
    .values(values)
    .returning({ id: forumComments.id, createdAt: forumComments.createdAt });
  return row!;
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
      language: profiles.language,
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
