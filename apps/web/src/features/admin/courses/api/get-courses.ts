import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCourse } from '@gjs/shared';
import { api } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../shared/api/keys.ts';

export async function getAdminCourses(): Promise<AdminCourse[]> {
  return api.get<AdminCourse[]>('/api/admin/courses/');
}

export const adminCoursesQueryOptions = queryOptions({
  queryKey: adminKeys.courses,
  queryFn: getAdminCourses,
});

export function useAdminCourses() {
  return useQuery(adminCoursesQueryOptions);
}
