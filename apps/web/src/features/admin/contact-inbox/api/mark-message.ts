import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminContactMessageSchema, adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { inboxKeys } from './inbox-keys.ts';

export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, read }: { id: number; read: boolean }) =>
      adminContactMessageSchema.parse(
        await api.call(adminEndpoints.contactInbox.mark, { params: { id }, body: { read } }),
      ),
    onSuccess: (message) => {
      queryClient.setQueryData(inboxKeys.message(message.id), message);
      return queryClient.invalidateQueries({
        queryKey: inboxKeys.all,
        predicate: (q) => q.queryKey[3] !== message.id,
      });
    },
  });
}
