import type { ContactInboxFilter } from '@gjs/shared';
import type { Translation } from '#lib/i18n/texts.ts';
import type { InboxTexts } from './inbox-texts.ts';

const FILTERS: Record<ContactInboxFilter, string> = { all: 'Alle', unread: 'Ungelesen', read: 'Gelesen' };

const PAGES = {
  first: 'Zur ersten Seite',
  last: 'Zur letzten Seite',
  next: 'Zur nächsten Seite',
  previous: 'Zur vorherigen Seite',
  'start-ellipsis': 'Weitere Seiten',
  'end-ellipsis': 'Weitere Seiten',
} as const;

const received = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' });

const de: Translation<InboxTexts> = {
  received: (iso) => received.format(new Date(iso)),
  unread: 'Ungelesen',
  read: 'Gelesen',
  markRead: 'Als gelesen markieren',
  markUnread: 'Als ungelesen markieren',
  delete: 'Löschen',
  inbox: {
    heading: 'Posteingang',
    unreadCount: (count) => (count === 1 ? '1 ungelesene Nachricht' : `${count} ungelesene Nachrichten`),
    filter: 'Nachrichten anzeigen',
    filterLabel: (filter) => FILTERS[filter],
    loading: 'Nachrichten werden geladen',
    loadFailed: 'Die Nachrichten konnten nicht geladen werden',
    empty: 'Keine Nachrichten.',
    table: 'Kontaktnachrichten',
    columns: {
      from: 'Von',
      message: 'Nachricht',
      received: 'Eingegangen',
      state: 'Status',
      actions: 'Aktionen',
    },
    pages: 'Seiten des Posteingangs',
    pageButton: (type, page, selected) =>
      type === 'page' ? `${selected ? '' : 'Gehe zu '}Seite ${page}` : PAGES[type],
  },
  message: {
    loading: 'Nachricht wird geladen',
    loadFailed: 'Die Nachricht konnte nicht geladen werden',
    back: 'Zurück zum Posteingang',
    article: 'Nachricht',
    received: (when) => `Eingegangen am ${when}`,
    // The subject of the e-mail to the sender, who may have written in English: the spec's, in either interface.
    replySubject: 'Re: your message',
    reply: 'Per E-Mail antworten',
  },
  deleteDialog: {
    title: 'Diese Nachricht löschen?',
    confirm: 'Löschen',
    text: (name) =>
      `Die Nachricht von ${name} wird aus dem Posteingang entfernt. Das lässt sich nicht rückgängig machen.`,
  },
};
export default de;
