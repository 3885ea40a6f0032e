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
import { profileImageUrl } from '../profile/image-urls.ts';
import * as repo from './repository.ts';

export const POST_NOT_FOUND = 'Post not found.';

type AuthorRow = repo.PostRow['author'];

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

function toPost(row: repo.PostRow, comments: repo.CommentRow[], mediaBaseUrl: string): ForumPost {
  return {
    id: row.id,
    subject: row.subject,
    content: row.content,
    category: row.category,
    created_at: row.createdAt.toISOString(),
    author: toAuthor(row.author, mediaBaseUrl),
    comments: comments.map((c) => toComment(c, mediaBaseUrl)),
  };
}

async function withComments(db: Database, rows: repo.PostRow[], mediaBaseUrl: string): Promise<ForumPost[]> {
  const comments = await repo.listComments(
    db,
    rows.map((r) => r.id),
  );
  const byPost = new Map<number, repo.CommentRow[]>();
  for (const c of comments) {
    const list = byPost.get(c.postId);
    if (list) list.push(c);
    else byPost.set(c.postId, [c]);
  }
  return rows.map((row) => toPost(row, byPost.get(row.id) ?? [], mediaBaseUrl));
}

/**
 * One page of posts, newest first, each with its comments oldest first; `total` counts every matching post, taken
 * from `counts` (a short shared cache per filter, docs/decisions/005-forum-search-and-paging.md) when it has it.
 */
export async function listPosts(
  db: Database,
  query: ForumPostQuery,
  mediaBaseUrl: string,
  counts: KeyedSharedCache<number>,
): Promise<{ posts: ForumPost[]; total: number }> {
  const filter = { search: query.search || undefined, category: query.category };
  const countKey = JSON.stringify([filter.category ?? '', filter.search?.toLowerCase() ?? '']);
  const [rows, total] = await Promise.all([
    repo.listPosts(db, filter, query.page_size, (query.page - 1) * query.page_size),
    counts.get(countKey, () => repo.countPosts(db, filter)),
  ]);
  return { posts: await withComments(db, rows, mediaBaseUrl), total };
}

export async function createPost(
  db: Database,
  authorId: number,
  input: NewForumPost,
  mediaBaseUrl: string,
): Promise<ForumPost> {
  const id = await repo.insertPost(db, { authorId, ...input });
  const row = await repo.findPost(db, id);
  return toPost(row!, [], mediaBaseUrl);
}

/** Any id that is not an existing post answers 404 'Post not found.' */
export function parsePostId(raw: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new NotFoundError(POST_NOT_FOUND);
  return id;
}

export async function addComment(
  db: Database,
  postId: number,
  authorId: number,
  input: NewForumComment,
  mediaBaseUrl: string,
): Promise<ForumComment> {
  if (!(await repo.findPost(db, postId))) throw new NotFoundError(POST_NOT_FOUND);
  let id: number;
  try {
    id = await repo.insertComment(db, { postId, authorId, content: input.content });
  } catch (error) {
    // The post was deleted in the meantime (foreign key violation): the same answer as for any unknown post.
    if ((error as { cause?: { code?: unknown } }).cause?.code === '23503')
      throw new NotFoundError(POST_NOT_FOUND);
    throw error;
  }
  return toComment((await repo.findComment(db, id))!, mediaBaseUrl);
}

export async function mine(db: Database, userId: number): Promise<ForumMine> {
  return { has_posted: await repo.hasPosted(db, userId) };
}
