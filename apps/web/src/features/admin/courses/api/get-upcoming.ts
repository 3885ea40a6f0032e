import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminUpcomingCourse, adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { adminKeys } from '../../common/api/keys.ts';

export async function getAdminUpcoming(): Promise<AdminUpcomingCourse[]> {
  return api.call(adminEndpoints.courses.listUpcoming);
}

export const adminUpcomingQueryOptions = queryOptions({
  queryKey: adminKeys.upcoming,
  queryFn: getAdminUpcoming,
});

export function useAdminUpcoming() {
  return useQuery(adminUpcomingQueryOptions);
}
