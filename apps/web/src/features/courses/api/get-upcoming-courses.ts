import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UpcomingCourse } from '@gjs/shared';
import { api } from '../../../lib/api-client.ts';

export const UPCOMING_COURSES_PATH = '/api/courses/upcoming/';

export async function getUpcomingCourses(): Promise<UpcomingCourse[]> {
  return api.get<UpcomingCourse[]>(UPCOMING_COURSES_PATH);
}

export const upcomingCoursesQueryOptions = queryOptions({
  queryKey: ['courses', 'upcoming'],
  queryFn: getUpcomingCourses,
});

export function useUpcomingCourses() {
  return useQuery(upcomingCoursesQueryOptions);
}
