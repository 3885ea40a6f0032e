import { FORUM_CATEGORY_LABELS, SCHOOL_NAME } from '@gjs/shared';
import { ApiError, errorMessage } from '#lib/api-client.ts';
import { defineTexts, type Translation } from '#lib/i18n/texts.ts';

const en = {
  title: `Forum | ${SCHOOL_NAME}`,
  heading: 'Community Forum',
  newPost: 'New Post',
  searchPlaceholder: 'Search by subject, content, or author',
  search: 'Search posts',
  category: 'Category',
  allCategories: 'All Categories',
  categories: FORUM_CATEGORY_LABELS,
  loading: 'Loading...',
  loadFailed: 'Failed to load posts',
  empty: 'No posts found.',
  loadMore: 'Load more posts',
  /** A date of a post or comment: '20 Nov 2026'. */
  date: (iso: string) =>
    new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
  comments: (count: number) => (count === 1 ? '1 comment' : `${count} comments`),
  form: {
    title: 'Create New Post',
    subject: 'Subject',
    content: 'Content',
    markdown: 'Markdown is supported.',
    cancel: 'Cancel',
    create: 'Create Post',
    failed: 'Failed to create post',
  },
  comment: {
    placeholder: 'Write a comment...',
    label: 'Write a comment',
    cancel: 'Cancel',
    post: 'Post',
    failed: 'Failed to add comment. Please try again.',
  },
};
export type ForumTexts = typeof en;

/** The forum page's texts: list, filters, the new-post form, post cards and the comment box. */
export const forumTexts = defineTexts(en, { de: () => import('./forum-texts.de.ts') });

/** A comment failure shows the server's message, else the default (product 0425). */
export function commentErrorText(error: unknown, texts: Translation<ForumTexts>): string {
  return (error instanceof ApiError ? errorMessage(error) : undefined) ?? texts.comment.failed;
}
