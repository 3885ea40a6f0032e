import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type AdminMemberDetail, type AdminMemberUpdate, type Profile, adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { sessionProfileQueryKey } from '#lib/session/profile-query.ts';
import { adminKeys } from '../../common/api/keys.ts';

export async function updateMember(input: {
  id: number;
  update: AdminMemberUpdate;
}): Promise<AdminMemberDetail> {
  return api.call(adminEndpoints.members.update, { params: { id: input.id }, body: input.update });
}

/** The answer replaces the member's detail; lists are fetched again; the own session follows a change to oneself. */
export function memberChanged(queryClient: QueryClient, member: AdminMemberDetail) {
  queryClient.setQueryData(adminKeys.member(member.id), member);
  if (queryClient.getQueryData<Profile>(sessionProfileQueryKey)?.id === member.id) {
    void queryClient.invalidateQueries({ queryKey: sessionProfileQueryKey });
  }
  return queryClient.invalidateQueries({ queryKey: [...adminKeys.members, 'list'] });
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: (member) => memberChanged(queryClient, member),
  });
}
