import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUpcomingCourse } from '@gjs/shared';
import { api } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../shared/api/keys.ts';

export async function getAdminUpcoming(): Promise<AdminUpcomingCourse[]> {
  return api.get<AdminUpcomingCourse[]>('/api/admin/upcoming-courses/');
}

export const adminUpcomingQueryOptions = queryOptions({
  queryKey: adminKeys.upcoming,
  queryFn: getAdminUpcoming,
});

export function useAdminUpcoming() {
  return useQuery(adminUpcomingQueryOptions);
}
