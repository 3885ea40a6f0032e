import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseSummary } from '@gjs/shared';
import { api } from '../../../lib/api-client.ts';

export const COURSES_PATH = '/api/courses/';

/** The published catalogue; public (decision 0405). */
export async function getCourses(): Promise<CourseSummary[]> {
  return api.get<CourseSummary[]>(COURSES_PATH);
}

export const coursesQueryOptions = queryOptions({
  queryKey: ['courses', 'list'],
  queryFn: getCourses,
});

export function useCourses() {
  return useQuery(coursesQueryOptions);
}
