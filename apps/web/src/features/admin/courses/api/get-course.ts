import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type AdminCourseDetail } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { adminKeys } from '../../common/api/keys.ts';

export async function getAdminCourse(id: number): Promise<AdminCourseDetail> {
  return api.call(endpoints.admin.courses.get, { params: { id } });
}

export const adminCourseQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.course(id), queryFn: () => getAdminCourse(id) });

export function useAdminCourse(id: number) {
  return useQuery(adminCourseQueryOptions(id));
}
