import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type CourseSummary } from '@gjs/shared';
import { api } from './api-client.ts';

/** The published catalogue; public (decision 0405). */
export async function getCourses(): Promise<CourseSummary[]> {
  return api.call(endpoints.courses.list);
}

/** One definition for the catalogue and the score-link cards of the forum, which read the courses' names from it. */
export const coursesQueryOptions = queryOptions({
  queryKey: ['courses', 'list'],
  queryFn: getCourses,
});

export function useCourses() {
  return useQuery(coursesQueryOptions);
}
