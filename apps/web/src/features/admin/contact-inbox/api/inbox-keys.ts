import type { ContactInboxFilter } from '@gjs/shared';

export const inboxKeys = {
  all: ['admin', 'contact-messages'] as const,
  list: (status: ContactInboxFilter, page: number) =>
    ['admin', 'contact-messages', 'list', status, page] as const,
  message: (id: number) => ['admin', 'contact-messages', 'detail', id] as const,
  unread: ['admin', 'contact-messages', 'unread'] as const,
};
