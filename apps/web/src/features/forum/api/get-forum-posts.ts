import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { endpoints, type ForumCategory, type ForumPost } from '@gjs/shared';
import { api } from '#lib/api-client.ts';

export const FORUM_PAGE_SIZE = 50;

export type ForumFilters = { search: string; category: ForumCategory | '' };

/** One page of posts, newest first; search and category are filtered on the server (decision 0410). */
export async function getForumPosts(filters: ForumFilters, page: number): Promise<ForumPost[]> {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.category) params.set('category', filters.category);
  params.set('page', String(page));
  params.set('page_size', String(FORUM_PAGE_SIZE));
  return api.call(endpoints.forum.listPosts, { query: params });
}

export const forumPostsQueryKey = ['forum', 'posts'] as const;

export function forumPostsQueryOptions(filters: ForumFilters) {
  return infiniteQueryOptions({
    queryKey: [...forumPostsQueryKey, { search: filters.search.trim(), category: filters.category }],
    queryFn: ({ pageParam }) => getForumPosts(filters, pageParam),
    initialPageParam: 1,
    // A full page may have a successor; a short one is the last.
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.length === FORUM_PAGE_SIZE ? lastPageParam + 1 : undefined,
  });
}

export function useForumPosts(filters: ForumFilters) {
  // While a new search loads, the list shown so far stays (filtering used to be instant in the browser).
  return useInfiniteQuery({ ...forumPostsQueryOptions(filters), placeholderData: keepPreviousData });
}
