import { configure, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminContactList, AdminContactMessage } from '@gjs/shared';
import { loadTexts } from '#lib/i18n/texts.ts';
import { jsonResponse, stubFetch, type FetchCall } from '#testing/fetch-mock.ts';
import { renderWithRouter } from '#testing/render.tsx';
import { InboxPage, MessagePage } from './inbox-pages.tsx';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });
const userEvent = userEventLib.setup({ delay: null });

const message = (id: number, read: boolean): AdminContactMessage => ({
  id,
  name: `Sender ${id}`,
  email: `sender${id}@example.com`,
  message: `Message number ${id}\nwith a second line`,
  created_at: '2026-11-20T10:00:00.000Z',
  read_at: read ? '2026-11-21T10:00:00.000Z' : null,
});

const list = (results: AdminContactMessage[]): AdminContactList => ({
  count: results.length,
  unread: results.filter((m) => m.read_at === null).length,
  page: 1,
  page_size: 50,
  results,
});

const patches = (calls: FetchCall[]) => calls.filter((c) => c.method === 'PATCH');

describe('admin inbox', () => {
  it('lists messages with their read state and marks one read', async () => {
    let read = false;
    const { calls } = stubFetch((call) => {
      if (call.method === 'PATCH') {
        read = true;
        return jsonResponse(message(1, true));
      }
      return jsonResponse(list([message(1, read), message(2, true)]));
    });
    renderWithRouter(<InboxPage messageHref={(id) => `/admin/inbox/${id}`} />, { route: '/admin/inbox' });

    const rows = await screen.findAllByTestId('inbox-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Unread');
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/admin/inbox/1');
    expect(screen.getByTestId('inbox-unread')).toHaveTextContent('1 unread message');
    expect(within(rows[1]!).getByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();

    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(screen.getByTestId('inbox-unread')).toHaveTextContent('0 unread messages'));
    expect(patches(calls)).toMatchObject([
      { url: expect.stringMatching(/\/contact-messages\/1\/$/), body: { read: true } },
    ]);
  });

  it('asks for the chosen read state', async () => {
    const { calls } = stubFetch(() => jsonResponse(list([])));
    renderWithRouter(<InboxPage messageHref={(id) => `/admin/inbox/${id}`} />, { route: '/admin/inbox' });
    expect(await screen.findByText('No messages.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unread' }));
    await waitFor(() => expect(calls.at(-1)?.url).toMatch(/status=unread&page=1$/));
  });
});

describe('admin inbox message', () => {
  it('shows the whole message, marks it read once on opening, and can mark it unread again', async () => {
    let current = message(7, false);
    const { calls } = stubFetch((call) => {
      if (call.method === 'PATCH') {
        current = message(7, (call.body as { read: boolean }).read);
        return jsonResponse(current);
      }
      return jsonResponse(current);
    });
    renderWithRouter(<MessagePage messageId={7} inboxHref="/admin/inbox" onDeleted={() => undefined} />, {
      route: '/admin/inbox/7',
    });
    expect(await screen.findByTestId('message-text')).toHaveTextContent(
      'Message number 7 with a second line',
    );
    const article = screen.getByRole('article', { name: 'Message' });
    await waitFor(() => expect(within(article).getByText('Read')).toBeInTheDocument());
    expect(patches(calls).map((c) => c.body)).toEqual([{ read: true }]);

    await userEvent.click(screen.getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(within(article).getByText('Unread')).toBeInTheDocument());
    expect(patches(calls).map((c) => c.body)).toEqual([{ read: true }, { read: false }]);
    expect(screen.getByRole('link', { name: 'sender7@example.com' })).toHaveAttribute(
      'href',
      'mailto:sender7@example.com',
    );
  });

  it('leaves a read message as it is', async () => {
    const { calls } = stubFetch(() => jsonResponse(message(8, true)));
    renderWithRouter(<MessagePage messageId={8} inboxHref="/admin/inbox" onDeleted={() => undefined} />);
    expect(await screen.findByTestId('message-text')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();
    expect(patches(calls)).toEqual([]);
  });
});

describe('the admin inbox in German', () => {
  beforeAll(() => loadTexts('de'));

  it('lists the messages with German words and dates', async () => {
    stubFetch(() => jsonResponse(list([message(1, false), message(2, true)])));
    renderWithRouter(<InboxPage messageHref={(id) => `/admin/inbox/${id}`} />, {
      route: '/admin/inbox',
      language: 'de',
    });
    const rows = await screen.findAllByTestId('inbox-row');
    expect(screen.getByRole('heading', { name: 'Posteingang' })).toBeInTheDocument();
    expect(screen.getByTestId('inbox-unread')).toHaveTextContent('1 ungelesene Nachricht');
    const table = screen.getByRole('table', { name: 'Kontaktnachrichten' });
    for (const header of ['Von', 'Nachricht', 'Eingegangen', 'Status', 'Aktionen'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Ungelesen');
    expect(rows[0]).toHaveTextContent('20.11.2026');
    expect(within(rows[0]!).getByRole('button', { name: 'Als gelesen markieren' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Als ungelesen markieren' })).toBeInTheDocument();
    const filter = screen.getByRole('group', { name: 'Nachrichten anzeigen' });
    expect(within(filter).getByRole('button', { name: 'Alle' })).toBeInTheDocument();
    expect(screen.queryByText('Unread')).not.toBeInTheDocument();

    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Löschen' }));
    expect(screen.getByRole('dialog', { name: 'Diese Nachricht löschen?' })).toHaveTextContent(
      'Die Nachricht von Sender 1 wird aus dem Posteingang entfernt.',
    );
  });

  it('says in German that there are no messages', async () => {
    stubFetch(() => jsonResponse(list([])));
    renderWithRouter(<InboxPage messageHref={(id) => `/admin/inbox/${id}`} />, { language: 'de' });
    expect(await screen.findByText('Keine Nachrichten.')).toBeInTheDocument();
    expect(screen.getByTestId('inbox-unread')).toHaveTextContent('0 ungelesene Nachrichten');
  });

  it('shows a message in German', async () => {
    stubFetch(() => jsonResponse(message(8, true)));
    renderWithRouter(<MessagePage messageId={8} inboxHref="/admin/inbox" onDeleted={() => undefined} />, {
      language: 'de',
    });
    const article = await screen.findByRole('article', { name: 'Nachricht' });
    expect(within(article).getByText('Gelesen')).toBeInTheDocument();
    expect(within(article).getByText(/^Eingegangen am 20\.11\.2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zum Posteingang' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Per E-Mail antworten' })).toHaveAttribute(
      'href',
      `mailto:sender8@example.com?subject=${encodeURIComponent('Re: your message')}`,
    );
    expect(screen.getByRole('button', { name: 'Als ungelesen markieren' })).toBeInTheDocument();
  });
});
