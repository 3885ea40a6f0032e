import { useQuery } from '@tanstack/react-query';
import { adminContactMessageSchema, endpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { inboxKeys } from './inbox-keys.ts';

export function useContactMessage(id: number) {
  return useQuery({
    queryKey: inboxKeys.message(id),
    queryFn: async () =>
      adminContactMessageSchema.parse(await api.call(endpoints.admin.contactInbox.get, { params: { id } })),
  });
}
