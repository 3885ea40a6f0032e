import { FORUM_CATEGORIES, type ForumCategory } from '@gjs/shared';

export type ForumPrefill = { subject?: string; category?: ForumCategory };

/**
 * The navigation state another screen may open /forum with (product 0420): a subject opens the create form, a category
 * is lowercased and preselected. Anything else in the state is ignored.
 */
export function readForumPrefill(state: unknown): ForumPrefill {
  if (typeof state !== 'object' || state === null) return {};
  const { subject, category } = state as { subject?: unknown; category?: unknown };
  const prefill: ForumPrefill = {};
  if (typeof subject === 'string' && subject.trim()) prefill.subject = subject;
  if (typeof category === 'string') {
    const lowered = category.toLowerCase();
    if ((FORUM_CATEGORIES as readonly string[]).includes(lowered))
      prefill.category = lowered as ForumCategory;
  }
  return prefill;
}
