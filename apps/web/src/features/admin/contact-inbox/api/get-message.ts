import { useQuery } from '@tanstack/react-query';
import { adminContactMessageSchema, adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { inboxKeys } from './inbox-keys.ts';

export function useContactMessage(id: number) {
  return useQuery({
    queryKey: inboxKeys.message(id),
    queryFn: async () =>
      adminContactMessageSchema.parse(await api.call(adminEndpoints.contactInbox.get, { params: { id } })),
  });
}
