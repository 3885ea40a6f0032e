import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCourseListSchema, type AdminCourse } from '@gjs/shared';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export async function getAdminCourses(): Promise<AdminCourse[]> {
  return adminCourseListSchema.parse(await api.get('/api/admin/courses/'));
}

export const adminCoursesQueryOptions = queryOptions({
  queryKey: adminKeys.courses,
  queryFn: getAdminCourses,
});

export function useAdminCourses() {
  return useQuery(adminCoursesQueryOptions);
}
