import { useQuery } from '@tanstack/react-query';
import { adminContactUnreadSchema, adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { inboxKeys } from './inbox-keys.ts';

/** The unread count in the console's navigation; fetched again every minute, so that new messages show. */
export function useUnreadContactCount(enabled = true) {
  return useQuery({
    queryKey: inboxKeys.unread,
    queryFn: async () =>
      adminContactUnreadSchema.parse(await api.call(adminEndpoints.contactInbox.unread)).unread,
    enabled,
    refetchInterval: 60_000,
  });
}
