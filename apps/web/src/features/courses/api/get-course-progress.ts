import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type CourseProgress } from '@gjs/shared';
import { api } from '#lib/api-client.ts';

export async function getCourseProgress(courseId: number | string): Promise<CourseProgress> {
  return api.call(endpoints.progress.course, { params: { id: courseId } });
}

export const courseProgressQueryOptions = (courseId: number | string) =>
  queryOptions({
    queryKey: ['progress', 'course', String(courseId)],
    queryFn: () => getCourseProgress(courseId),
  });

export function useCourseProgress(courseId: number | string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...courseProgressQueryOptions(courseId), enabled: options.enabled ?? true });
}
