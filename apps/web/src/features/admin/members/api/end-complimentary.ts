import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminMemberDetailSchema,
  type AdminComplimentaryEnd,
  type AdminMemberDetail,
  adminEndpoints,
} from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { memberChanged } from './update-member.ts';

export async function endComplimentary(input: {
  id: number;
  body: AdminComplimentaryEnd;
}): Promise<AdminMemberDetail> {
  return adminMemberDetailSchema.parse(
    await api.call(adminEndpoints.members.endComplimentary, { params: { id: input.id }, body: input.body }),
  );
}

export function useEndComplimentary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endComplimentary,
    onSuccess: (member) => memberChanged(queryClient, member),
  });
}
