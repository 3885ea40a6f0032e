import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type UpcomingCourse } from '@gjs/shared';
import { api } from '#lib/api-client.ts';

export async function getUpcomingCourses(): Promise<UpcomingCourse[]> {
  return api.call(endpoints.courses.upcoming);
}

export const upcomingCoursesQueryOptions = queryOptions({
  queryKey: ['courses', 'upcoming'],
  queryFn: getUpcomingCourses,
});

export function useUpcomingCourses() {
  return useQuery(upcomingCoursesQueryOptions);
}
