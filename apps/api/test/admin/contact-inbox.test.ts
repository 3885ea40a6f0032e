import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminContactList, AdminContactMessage, AuditList } from '@gjs/shared';
import { buildTestApp, payloads, type TestContext } from '../helper.ts';
import { adminHeaders, type AdminHeaders } from './support.ts';

let ctx: TestContext;
let as: AdminHeaders;

beforeAll(async () => {
  ctx = await buildTestApp();
  as = await adminHeaders(ctx);
});

type Method = 'GET' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = as.staff) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  } as never);

let sender = 0;
/** A message sent through the public contact form, as a visitor would (each from its own address). */
async function send(name: string, message: string): Promise<number> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/submit/',
    payload: { name, email: `${name.toLowerCase().replace(/\W+/g, '')}@example.com`, message },
    remoteAddress: `10.1.0.${++sender}`,
  });
  expect(res.statusCode).toBe(200);
  const list = (await call('GET', '/contact-messages/?page_size=1')).json<AdminContactList>();
  return list.results[0]!.id;
}

const inbox = async (query = '') =>
  (await call('GET', `/contact-messages/${query}`)).json<AdminContactList>();
const unread = async () => (await call('GET', '/contact-messages/unread/')).json<{ unread: number }>().unread;
const auditEntries = async () =>
  (await call('GET', '/audit-log/?target_type=contact_message')).json<AuditList>().entries;

describe('admin contact inbox: access', () => {
  const CALLS: { method: Method; url: string; payload?: unknown }[] = [
    { method: 'GET', url: '/contact-messages/' },
    { method: 'GET', url: '/contact-messages/unread/' },
    { method: 'GET', url: '/contact-messages/1/' },
    { method: 'PATCH', url: '/contact-messages/1/', payload: { read: true } },
    { method: 'DELETE', url: '/contact-messages/1/' },
  ];

  it.each(CALLS)('$method $url: 401 for anonymous visitors, 403 for members', async (c) => {
    const id = await send('Access Check', 'Hello');
    const url = c.url.replace('/1/', `/${id}/`);
    expect((await call(c.method, url, c.payload, as.anonymous)).statusCode).toBe(401);
    expect((await call(c.method, url, c.payload, as.member)).statusCode).toBe(403);
    // Nothing changed: the message is still there and unread.
    expect((await call('GET', `/contact-messages/${id}/`)).json()).toMatchObject({ id, read_at: null });
  });

  it('leaves no trace of the refused writes', async () => {
    expect(await auditEntries()).toEqual([]);
  });
});

describe('admin contact inbox', () => {
  it('lists stored messages newest first, all unread, with the unread count', async () => {
    const before = await unread();
    const first = await send('Django Fan', 'Do you teach the minor swing?');
    const second = await send('Stephane', 'Is there a violin course?');
    const list = await inbox();
    expect(list.unread).toBe(before + 2);
    expect(list.count).toBe(list.unread);
    expect(list.results.slice(0, 2)).toMatchObject([
      { id: second, name: 'Stephane', email: 'stephane@example.com', read_at: null },
      { id: first, name: 'Django Fan', message: 'Do you teach the minor swing?', read_at: null },
    ]);
    expect(await unread()).toBe(before + 2);
  });

  it('opening a message does not mark it read; marking it read and unread does, and is audited', async () => {
    const id = await send('Reader', 'Please call me back.');
    const before = await unread();
    const opened = (await call('GET', `/contact-messages/${id}/`)).json<AdminContactMessage>();
    expect(opened).toMatchObject({ id, message: 'Please call me back.', read_at: null });
    expect(await unread()).toBe(before);

    const read = await call('PATCH', `/contact-messages/${id}/`, { read: true });
    expect(read.statusCode).toBe(200);
    const readAt = read.json<AdminContactMessage>().read_at;
    expect(readAt).not.toBeNull();
    expect(await unread()).toBe(before - 1);
    expect((await inbox('?status=read')).results.map((m) => m.id)).toContain(id);
    expect((await inbox('?status=unread')).results.map((m) => m.id)).not.toContain(id);

    // Marking it read again keeps the first reading time.
    const again = (
      await call('PATCH', `/contact-messages/${id}/`, { read: true })
    ).json<AdminContactMessage>();
    expect(again.read_at).toBe(readAt);

    const unreadAgain = await call('PATCH', `/contact-messages/${id}/`, { read: false });
    expect(unreadAgain.json()).toMatchObject({ id, read_at: null });
    expect(await unread()).toBe(before);

    const entries = (await auditEntries()).filter((e) => e.target_id === String(id));
    expect(entries.map((e) => e.action)).toEqual([
      'contact_message.unread',
      'contact_message.read',
      'contact_message.read',
    ]);
    expect(entries[0]).toMatchObject({
      actor_username: 'owner',
      target_type: 'contact_message',
      details: { name: 'Reader', email: 'reader@example.com' },
    });
  });

  it('deletes a message and records who deleted whose message', async () => {
    const id = await send('Spammer', 'Buy cheap strings');
    const res = await call('DELETE', `/contact-messages/${id}/`);
    expect(res.statusCode).toBe(204);
    expect((await call('GET', `/contact-messages/${id}/`)).json()).toEqual({
      message: 'Message not found',
      code: 'contact_message_not_found',
    });
    expect((await inbox()).results.map((m) => m.id)).not.toContain(id);
    expect((await auditEntries()).find((e) => e.action === 'contact_message.delete')).toMatchObject({
      target_id: String(id),
      details: { name: 'Spammer', email: 'spammer@example.com' },
    });
    expect((await call('DELETE', `/contact-messages/${id}/`)).statusCode).toBe(404);
    expect((await call('PATCH', `/contact-messages/${id}/`, { read: true })).statusCode).toBe(404);
  });

  it('pages through the inbox', async () => {
    for (const n of [1, 2, 3]) await send(`Pager ${n}`, `Page test ${n}`);
    const total = (await inbox()).count;
    const page1 = await inbox('?page=1&page_size=2');
    const page2 = await inbox('?page=2&page_size=2');
    expect(page1).toMatchObject({ count: total, page: 1, page_size: 2 });
    expect(page1.results.map((m) => m.name)).toEqual(['Pager 3', 'Pager 2']);
    expect(page2.results[0]!.name).toBe('Pager 1');
  });

  it('keeps hostile text as text', async () => {
    const [xss] = payloads('xss');
    const id = await send('Hostile', xss!);
    expect((await call('GET', `/contact-messages/${id}/`)).json()).toMatchObject({ message: xss!.trim() });
  });
});

describe('admin contact inbox: validation', () => {
  it.each([
    ['a read state that is not a boolean', { read: 'yes' }, 'read'],
    ['no read state', {}, 'read'],
  ])('refuses %s', async (_label, body, field) => {
    const id = await send('Validator', 'Check');
    const res = await call('PATCH', `/contact-messages/${id}/`, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ errors: Record<string, unknown> }>().errors)).toContain(field);
  });

  it.each([
    ['an unknown filter', '?status=starred'],
    ['page 0', '?page=0'],
    ['a page size of 1000', '?page_size=1000'],
  ])('refuses %s', async (_label, query) => {
    expect((await call('GET', `/contact-messages/${query}`)).statusCode).toBe(400);
  });

  it('answers 400 for an id that is not one and 404 for a message that does not exist', async () => {
    expect((await call('GET', '/contact-messages/abc/')).statusCode).toBe(400);
    expect((await call('GET', '/contact-messages/999999/')).statusCode).toBe(404);
  });
});
