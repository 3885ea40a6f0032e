import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminMemberDetailSchema,
  type AdminComplimentary,
  type AdminMemberDetail,
  adminEndpoints,
} from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { memberChanged } from './update-member.ts';

export async function grantComplimentary(input: {
  id: number;
  body: AdminComplimentary;
}): Promise<AdminMemberDetail> {
  return adminMemberDetailSchema.parse(
    await api.call(adminEndpoints.members.grantComplimentary, {
      params: { id: input.id },
      body: input.body,
    }),
  );
}

export function useGrantComplimentary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantComplimentary,
    onSuccess: (member) => memberChanged(queryClient, member),
  });
}
