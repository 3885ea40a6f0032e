import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { adminKeys } from '../../common/api/keys.ts';

export async function deleteMember(id: number): Promise<void> {
  await api.call(adminEndpoints.members.remove, { params: { id } });
}

export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMember,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: adminKeys.member(id) });
      return queryClient.invalidateQueries({ queryKey: [...adminKeys.members, 'list'] });
    },
  });
}
