import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMemberDetailSchema, type AdminComplimentary, type AdminMemberDetail } from '@gjs/shared';
import { api } from '../../../../lib/api-client.ts';
import { memberChanged } from './update-member.ts';

export async function grantComplimentary(input: {
  id: number;
  body: AdminComplimentary;
}): Promise<AdminMemberDetail> {
  return adminMemberDetailSchema.parse(
    await api.put(`/api/admin/members/${input.id}/complimentary/`, input.body),
  );
}

export function useGrantComplimentary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantComplimentary,
    onSuccess: (member) => memberChanged(queryClient, member),
  });
}
