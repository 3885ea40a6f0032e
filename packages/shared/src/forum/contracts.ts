import { z } from 'zod';

export const FORUM_CATEGORIES = ['general', 'songs', 'rhythm', 'technique', 'gear'] as const;
export type ForumCategory = (typeof FORUM_CATEGORIES)[number];
export const FORUM_CATEGORY_LABELS: Record<ForumCategory, string> = {
  general: 'General',
  songs: 'Songs',
  rhythm: 'Rhythm',
  technique: 'Technique',
  gear: 'Gear',
};
export const DEFAULT_FORUM_CATEGORY: ForumCategory = 'general';

export const FORUM_SUBJECT_MAX = 200;
export const FORUM_CONTENT_MAX = 10000;
export const FORUM_COMMENT_MAX = 5000;
export const FORUM_SEARCH_MAX = 200;
export const FORUM_DEFAULT_PAGE_SIZE = 50;
export const FORUM_MAX_PAGE_SIZE = 100;
/** Response header of GET /api/forum/posts/: the number of posts matching the filters, over all pages. */
export const FORUM_TOTAL_COUNT_HEADER = 'x-total-count';

export const forumAuthorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** Public URL of the avatar, or null (the web shows the username's first letter). */
  profile_image: z.string().nullable(),
});
export type ForumAuthor = z.infer<typeof forumAuthorSchema>;

/** Content is markdown exactly as written; the web sanitises it when rendering. */
export const forumCommentSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  created_at: z.string(),
  author: forumAuthorSchema,
});
export type ForumComment = z.infer<typeof forumCommentSchema>;

/** Comments oldest first. */
export const forumPostSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  content: z.string(),
  category: z.enum(FORUM_CATEGORIES),
  created_at: z.string(),
  author: forumAuthorSchema,
  comments: z.array(forumCommentSchema),
});
export type ForumPost = z.infer<typeof forumPostSchema>;
/** Newest first; a plain list, as product 0424 has it (the total count travels in the X-Total-Count header). */
export const forumPostListSchema = z.array(forumPostSchema);

/** Optional server-side filters and pagination (decision 0410); without them: the newest page of posts. */
export const forumPostQuerySchema = z.object({
  search: z.string().trim().max(FORUM_SEARCH_MAX).optional(),
  category: z.enum(FORUM_CATEGORIES).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  page_size: z.coerce.number().int().min(1).max(FORUM_MAX_PAGE_SIZE).default(FORUM_DEFAULT_PAGE_SIZE),
});
export type ForumPostQuery = z.infer<typeof forumPostQuerySchema>;

/** New-post payload (product 0421): subject, content and category are required (product 0423). */
export const newForumPostSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, 'Subject is required.')
    .max(FORUM_SUBJECT_MAX, `Subject must be at most ${FORUM_SUBJECT_MAX} characters.`),
  content: z
    .string()
    .trim()
    .min(1, 'Content is required.')
    .max(FORUM_CONTENT_MAX, `Content must be at most ${FORUM_CONTENT_MAX} characters.`),
  category: z.enum(FORUM_CATEGORIES, 'Category is required.'),
});
export type NewForumPost = z.infer<typeof newForumPostSchema>;
export type NewForumPostInput = z.input<typeof newForumPostSchema>;

/** Comment payload: trimmed, whitespace-only is refused (product 0423). */
export const newForumCommentSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'Comment cannot be empty.')
    .max(FORUM_COMMENT_MAX, `Comment must be at most ${FORUM_COMMENT_MAX} characters.`),
});
export type NewForumComment = z.infer<typeof newForumCommentSchema>;

/** GET /api/forum/posts/mine/: whether the caller has authored a post (welcome banner, decision 0410). */
export const forumMineSchema = z.object({ has_posted: z.boolean() });
export type ForumMine = z.infer<typeof forumMineSchema>;
