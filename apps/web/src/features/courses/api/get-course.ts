import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type CourseDetail } from '@gjs/shared';
import { api } from '#lib/api-client.ts';

/** A course with its chapters; media URLs in it are short-lived signed URLs (decision 0406). */
export async function getCourse(id: number | string): Promise<CourseDetail> {
  return api.call(endpoints.courses.get, { params: { id } });
}

export const courseQueryOptions = (id: number | string) =>
  queryOptions({
    queryKey: ['courses', 'detail', String(id)],
    queryFn: () => getCourse(id),
    // A refetch would hand out new signed URLs and restart the video that is playing: load once per visit.
    staleTime: Infinity,
    gcTime: 0,
  });

export function useCourse(id: number | string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...courseQueryOptions(id), enabled: options.enabled ?? true });
}
