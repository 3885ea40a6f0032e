import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrivateLesson } from '@gjs/shared';
import { api } from '../../../lib/api-client.ts';

export const PRIVATE_LESSONS_PATH = '/api/private-lessons/';

/** The caller's own lessons (decision 0405); media URLs are short-lived signed URLs (decision 0406). */
export async function getPrivateLessons(): Promise<PrivateLesson[]> {
  return api.get<PrivateLesson[]>(PRIVATE_LESSONS_PATH);
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
