import { ApiError, errorMessage } from '../../../lib/api-client.ts';

export const FORUM_TEXTS = {
  title: 'Community Forum',
  newPost: 'New Post',
  searchPlaceholder: 'Search by subject, content, or author',
  allCategories: 'All Categories',
  formTitle: 'Create New Post',
  loading: 'Loading...',
  loadFailed: 'Failed to load posts',
  createFailed: 'Failed to create post',
  commentFailed: 'Failed to add comment. Please try again.',
  empty: 'No posts found.',
} as const;

/** A comment failure shows the server's message, else the default (decision 0425). */
export function commentErrorText(error: unknown): string {
  return (error instanceof ApiError ? errorMessage(error) : undefined) ?? FORUM_TEXTS.commentFailed;
}

export function commentCountText(count: number): string {
  return count === 1 ? '1 comment' : `${count} comments`;
}

export function formatForumDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}
