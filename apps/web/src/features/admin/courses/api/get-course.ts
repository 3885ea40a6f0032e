import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminCourseDetail, adminEndpoints } from '@gjs/shared';

/** While a chapter's stream is queued or being made, the course is read again now and then to show its progress. */
const STREAM_POLL_MS = 5000;
import { api } from '#lib/api-client.ts';
import { adminKeys } from '../../common/api/keys.ts';

export async function getAdminCourse(id: number): Promise<AdminCourseDetail> {
  return api.call(adminEndpoints.courses.get, { params: { id } });
}

export const adminCourseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.course(id),
    queryFn: () => getAdminCourse(id),
    refetchInterval: (query) =>
      query.state.data?.chapters.some(
        (c) => c.video_stream?.state === 'queued' || c.video_stream?.state === 'running',
      )
        ? STREAM_POLL_MS
        : false,
  });

export function useAdminCourse(id: number) {
  return useQuery(adminCourseQueryOptions(id));
}
