import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminMemberDetail, adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { adminKeys } from '../../common/api/keys.ts';

export async function getMember(id: number): Promise<AdminMemberDetail> {
  return api.call(adminEndpoints.members.get, { params: { id } });
}

export const memberQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.member(id), queryFn: () => getMember(id) });

export function useMember(id: number) {
  return useQuery(memberQueryOptions(id));
}
