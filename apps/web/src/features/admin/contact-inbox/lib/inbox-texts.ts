import type { ContactInboxFilter } from '@gjs/shared';
import { defineTexts } from '#lib/i18n/texts.ts';

type PageButton = 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis';

const FILTERS: Record<ContactInboxFilter, string> = { all: 'All', unread: 'Unread', read: 'Read' };

const en = {
  /** When a message came in, e.g. '20 Nov 2026, 10:00'. */
  received: (iso: string) =>
    new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
  unread: 'Unread',
  read: 'Read',
  markRead: 'Mark as read',
  markUnread: 'Mark as unread',
  delete: 'Delete',
  inbox: {
    heading: 'Inbox',
    unreadCount: (count: number) => (count === 1 ? '1 unread message' : `${count} unread messages`),
    filter: 'Show messages',
    filterLabel: (filter: ContactInboxFilter) => FILTERS[filter],
    loading: 'Loading messages',
    loadFailed: 'Failed to load messages',
    empty: 'No messages.',
    table: 'Contact messages',
    columns: {
      from: 'From',
      message: 'Message',
      received: 'Received',
      state: 'State',
      actions: 'Actions',
    },
    pages: 'Inbox pages',
    /** The pagination's buttons (MUI's English defaults). */
    pageButton: (type: PageButton, page: number | null, selected: boolean) =>
      type === 'page' ? `${selected ? '' : 'Go to '}page ${page}` : `Go to ${type} page`,
  },
  message: {
    loading: 'Loading message',
    loadFailed: 'Failed to load the message',
    back: 'Back to the inbox',
    article: 'Message',
    received: (when: string) => `Received ${when}`,
    replySubject: 'Re: your message',
    reply: 'Reply by e-mail',
  },
  deleteDialog: {
    title: 'Delete this message?',
    confirm: 'Delete',
    text: (name: string) => `The message from ${name} is removed from the inbox. This cannot be undone.`,
  },
};
export type InboxTexts = typeof en;

/** The texts of the console's contact inbox. */
export const inboxTexts = defineTexts(en, { de: () => import('./inbox-texts.de.ts') });
