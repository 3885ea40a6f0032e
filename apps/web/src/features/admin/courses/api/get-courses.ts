import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminCourse, adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { adminKeys } from '../../common/api/keys.ts';

export async function getAdminCourses(): Promise<AdminCourse[]> {
  return api.call(adminEndpoints.courses.list);
}

export const adminCoursesQueryOptions = queryOptions({
  queryKey: adminKeys.courses,
  queryFn: getAdminCourses,
});

export function useAdminCourses() {
  return useQuery(adminCoursesQueryOptions);
}
