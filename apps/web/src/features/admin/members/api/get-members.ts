import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminMemberList, adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { adminKeys } from '../../common/api/keys.ts';

export type MemberSearch = { q: string; page: number };

export async function getMembers({ q, page }: MemberSearch): Promise<AdminMemberList> {
  const query = new URLSearchParams({ page: String(page) });
  if (q.trim()) query.set('q', q.trim());
  return api.call(adminEndpoints.members.list, { query });
}

export const membersQueryOptions = (search: MemberSearch) =>
  queryOptions({
    queryKey: adminKeys.memberList(search),
    queryFn: () => getMembers(search),
    // The table keeps the last page while the next search runs, so it does not flicker while typing.
    placeholderData: keepPreviousData,
  });

export function useMembers(search: MemberSearch) {
  return useQuery(membersQueryOptions(search));
}
