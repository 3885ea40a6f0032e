import pLimit from 'p-limit';
import { forumPostListSchema } from '@gjs/shared';
import type {
  ForumComment,
  ForumMine,
  ForumPost,
  ForumPostQuery,
  NewForumComment,
  NewForumPost,
} from '@gjs/shared';
import type { Database } from '../../db/types.ts';
import type { KeyedSharedCache } from '../../lib/shared-cache.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { serializerFor } from '../../lib/json-serializer.ts';
import { profileImageUrl } from '../profile/index.ts';
import * as repo from './repository.ts';
import { parseRouteId } from '../../lib/route-id.ts';

export const POST_NOT_FOUND = 'Post not found.';

type AuthorRow = repo.AuthorRow;

function toAuthor(author: AuthorRow, mediaBaseUrl: string) {
  return {
    id: author.id,
    username: author.username,
    profile_image: profileImageUrl(author.profileImage, mediaBaseUrl),
  };
}

function toComment(row: repo.CommentRow, mediaBaseUrl: string): ForumComment {
  return {
    id: row.id,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    author: toAuthor(row.author, mediaBaseUrl),
  };
}

/** The comments a page row carries as JSON text (repo.CommentTuple). */
function commentsOf(row: repo.PageRow, mediaBaseUrl: string): ForumComment[] {
  return (JSON.parse(row.comments) as repo.CommentTuple[]).map(
    ([id, content, createdAt, authorId, username, profileImage]) => ({
      id,
      content,
      created_at: createdAt,
      author: { id: authorId, username, profile_image: profileImageUrl(profileImage, mediaBaseUrl) },
    }),
  );
}

function toPost(row: repo.PostRow, comments: ForumComment[], mediaBaseUrl: string): ForumPost {
  return {
    id: row.id,
    subject: row.subject,
    content: row.content,
    category: row.category,
    created_at: row.createdAt.toISOString(),
    author: toAuthor(row.author, mediaBaseUrl),
    comments,
  };
}

/** A page of posts as answered: the contract's JSON and the number of matching posts. */
export interface SerializedPage {
  json: Buffer;
  total: number;
}

/**
 * Short shared caches of the forum (plugins/app/shared-caches.ts): totals per filter, page indexes per category,
 * and pages without a search, serialised.
 */
export interface ForumCaches {
  counts: KeyedSharedCache<number>;
  pageIndexes: KeyedSharedCache<repo.PageIndex>;
  pages: KeyedSharedCache<SerializedPage>;
}

/**
 * A page at least PAGE_INDEX_STEP posts down, without search, starts from the nearest anchor of its filter's page
 * index instead of stepping over every newer post (docs/decisions/0007-forum-pages-in-one-statement.md).
 */
async function deepPage(
  db: Database,
  category: ForumPostQuery['category'],
  limit: number,
  offset: number,
  pageIndexes: ForumCaches['pageIndexes'],
) {
  const index = await pageIndexes.get(category ?? '', () => repo.loadPageIndex(db, category));
  // The position of the page's newest post, counted from the oldest.
  const newest = index.total - offset - 1;
  if (newest < 0) return { rows: [], total: index.total };
  const k = Math.floor(newest / repo.PAGE_INDEX_STEP);
  const rows = await repo.listPostsFrom(
    db,
    category,
    index.anchors[k]!,
    newest - k * repo.PAGE_INDEX_STEP,
    limit,
  );
  return { rows, total: index.total };
}

/**
 * One page of posts, newest first, each with its comments oldest first; `total` counts every matching post, taken
 * from the short shared caches (docs/decisions/0005-forum-search-and-paging.md) when they have it.
 */
export async function listPosts(
  db: Database,
  query: ForumPostQuery,
  mediaBaseUrl: string,
  caches: ForumCaches,
): Promise<{ posts: ForumPost[]; total: number }> {
  const filter = { search: query.search || undefined, category: query.category };
  const limit = query.page_size;
  const offset = (query.page - 1) * limit;
  let page: { rows: repo.PageRow[]; total: number };
  if (!filter.search && offset >= repo.PAGE_INDEX_STEP) {
    page = await deepPage(db, filter.category, limit, offset, caches.pageIndexes);
  } else {
    const countKey = JSON.stringify([filter.category ?? '', filter.search?.toLowerCase() ?? '']);
    const [rows, total] = await Promise.all([
      repo.listPosts(db, filter, limit, offset),
      caches.counts.get(countKey, () => repo.countPosts(db, filter)),
    ]);
    page = { rows, total };
  }
  const posts = page.rows.map((row) => toPost(row, commentsOf(row, mediaBaseUrl), mediaBaseUrl));
  return { posts, total: page.total };
}

const serializePosts = serializerFor(forumPostListSchema);

/**
 * Searches under way at once in this process; the others wait their turn (docs/decisions/0016-searches-take-turns.md).
 * A search costs the database a walk over many posts, where a kept page costs nothing.
 */
export const SEARCHES_AT_ONCE = 4;
const searchTurn = pLimit(SEARCHES_AT_ONCE);

/**
 * A page as answered. Every member reads the same pages alike, so a page without a search is written once and kept
 * until the next forum write or for the caches' short lifetime (docs/decisions/0009-forum-pages-kept-serialised.md);
 * a search is read each time, its terms being too many to keep.
 */
export async function listPostsSerialized(
  db: Database,
  query: ForumPostQuery,
  mediaBaseUrl: string,
  caches: ForumCaches,
): Promise<SerializedPage> {
  const load = async () => {
    const { posts, total } = await listPosts(db, query, mediaBaseUrl, caches);
    return { json: Buffer.from(serializePosts(posts)), total };
  };
  if (query.search) return searchTurn(load);
  const key = `${query.category ?? ''}|${query.page}|${query.page_size}`;
  return caches.pages.get(key, load);
}

/** The writer of a new post or comment, as the request's authentication read them. */
export type Writer = AuthorRow;

/** The stored post, answered from what was written and what the insert returned: no read after the write. */
export async function createPost(
  db: Database,
  writer: Writer,
  input: NewForumPost,
  mediaBaseUrl: string,
): Promise<ForumPost> {
  const { id, createdAt } = await repo.insertPost(db, { authorId: writer.id, ...input });
  return toPost(
    {
      id,
      subject: input.subject,
      content: input.content,
      category: input.category,
      createdAt,
      author: writer,
    },
    [],
    mediaBaseUrl,
  );
}

/** Any id that is not an existing post answers 404 'Post not found.' */
export function parsePostId(raw: string): number {
  const id = parseRouteId(raw);
  if (!Number.isSafeInteger(id) || id < 1) throw new NotFoundError(POST_NOT_FOUND);
  return id;
}

/** An unknown post is refused by the comment's foreign key: no read before the write, and none after. */
export async function addComment(
  db: Database,
  postId: number,
  writer: Writer,
  input: NewForumComment,
  mediaBaseUrl: string,
): Promise<ForumComment> {
  try {
    const { id, createdAt } = await repo.insertComment(db, {
      postId,
      authorId: writer.id,
      content: input.content,
    });
    return toComment({ id, postId, content: input.content, createdAt, author: writer }, mediaBaseUrl);
  } catch (error) {
    // No such post, or it was deleted in the meantime: the same answer either way.
    if ((error as { cause?: { code?: unknown } }).cause?.code === '23503')
      throw new NotFoundError(POST_NOT_FOUND);
    throw error;
  }
}

export async function mine(db: Database, userId: number): Promise<ForumMine> {
  return { has_posted: await repo.hasPosted(db, userId) };
}
