import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { inboxKeys } from './inbox-keys.ts';

export function useDeleteContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.call(adminEndpoints.contactInbox.remove, { params: { id } });
    },
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: inboxKeys.message(id) });
      return queryClient.invalidateQueries({ queryKey: inboxKeys.all });
    },
  });
}
