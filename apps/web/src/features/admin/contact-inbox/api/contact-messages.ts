import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminContactListSchema,
  adminContactMessageSchema,
  adminContactUnreadSchema,
  type ContactInboxFilter,
  endpoints,
} from '@gjs/shared';
import { api } from '../../../../lib/api-client.ts';

export const inboxKeys = {
  all: ['admin', 'contact-messages'] as const,
  list: (status: ContactInboxFilter, page: number) =>
    ['admin', 'contact-messages', 'list', status, page] as const,
  message: (id: number) => ['admin', 'contact-messages', 'detail', id] as const,
  unread: ['admin', 'contact-messages', 'unread'] as const,
};

export function useContactMessages(status: ContactInboxFilter, page: number) {
  return useQuery({
    queryKey: inboxKeys.list(status, page),
    queryFn: async () =>
      adminContactListSchema.parse(
        await api.call(endpoints.admin.contactInbox.list, { query: `status=${status}&page=${page}` }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useContactMessage(id: number) {
  return useQuery({
    queryKey: inboxKeys.message(id),
    queryFn: async () =>
      adminContactMessageSchema.parse(await api.call(endpoints.admin.contactInbox.get, { params: { id } })),
  });
}

/** The unread count in the console's navigation; fetched again every minute, so that new messages show. */
export function useUnreadContactCount(enabled = true) {
  return useQuery({
    queryKey: inboxKeys.unread,
    queryFn: async () =>
      adminContactUnreadSchema.parse(await api.call(endpoints.admin.contactInbox.unread)).unread,
    enabled,
    refetchInterval: 60_000,
  });
}

export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, read }: { id: number; read: boolean }) =>
      adminContactMessageSchema.parse(
        await api.call(endpoints.admin.contactInbox.mark, { params: { id }, body: { read } }),
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

export function useDeleteContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.call(endpoints.admin.contactInbox.remove, { params: { id } });
    },
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: inboxKeys.message(id) });
      return queryClient.invalidateQueries({ queryKey: inboxKeys.all });
    },
  });
}
