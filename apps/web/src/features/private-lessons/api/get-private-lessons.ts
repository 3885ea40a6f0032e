import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type PrivateLesson } from '@gjs/shared';
import { api } from '#lib/api-client.ts';

/** The caller's own lessons (decision 0405); media URLs are short-lived signed URLs (decision 0406). */
export async function getPrivateLessons(): Promise<PrivateLesson[]> {
  return api.call(endpoints.privateLessons.list);
}

export const privateLessonsQueryOptions = queryOptions({
  queryKey: ['private-lessons'],
  queryFn: getPrivateLessons,
  retry: false,
  // Loaded once per visit: refetching would change nothing but could restart a playing video.
  staleTime: Infinity,
  gcTime: 0,
});

export function usePrivateLessons() {
  return useQuery(privateLessonsQueryOptions);
}
