import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type CourseSettings } from '@gjs/shared';
import { api } from '#lib/api-client.ts';

/** The member's video speed for a course (decision 0630); null until they change it. */
export const courseSettingsQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: ['practice', 'course-settings', courseId],
    queryFn: () => api.call(endpoints.practice.courseSettings, { params: { id: courseId } }),
    staleTime: Infinity,
  });

export function useCourseSettings(courseId: number) {
  return useQuery(courseSettingsQueryOptions(courseId));
}

export function saveCourseSettings(courseId: number, settings: CourseSettings, keepalive = false) {
  return api.call(endpoints.practice.saveCourseSettings, {
    params: { id: courseId },
    body: settings,
    keepalive,
  });
}
