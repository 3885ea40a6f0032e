import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminContactListSchema, type ContactInboxFilter, adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { inboxKeys } from './inbox-keys.ts';

export function useContactMessages(status: ContactInboxFilter, page: number) {
  return useQuery({
    queryKey: inboxKeys.list(status, page),
    queryFn: async () =>
      adminContactListSchema.parse(
        await api.call(adminEndpoints.contactInbox.list, { query: `status=${status}&page=${page}` }),
      ),
    placeholderData: keepPreviousData,
  });
}
