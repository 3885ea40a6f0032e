import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type AdminUpcomingCourse } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { adminKeys } from '../../common/api/keys.ts';

export async function getAdminUpcoming(): Promise<AdminUpcomingCourse[]> {
  return api.call(endpoints.admin.courses.listUpcoming);
}

export const adminUpcomingQueryOptions = queryOptions({
  queryKey: adminKeys.upcoming,
  queryFn: getAdminUpcoming,
});

export function useAdminUpcoming() {
  return useQuery(adminUpcomingQueryOptions);
}
