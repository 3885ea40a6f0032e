import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminUpcomingCourseListSchema, type AdminUpcomingCourse } from '@gjs/shared';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export async function getAdminUpcoming(): Promise<AdminUpcomingCourse[]> {
  return adminUpcomingCourseListSchema.parse(await api.get('/api/admin/upcoming-courses/'));
}

export const adminUpcomingQueryOptions = queryOptions({
  queryKey: adminKeys.upcoming,
  queryFn: getAdminUpcoming,
});

export function useAdminUpcoming() {
  return useQuery(adminUpcomingQueryOptions);
}
