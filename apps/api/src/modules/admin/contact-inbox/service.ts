import type {
  AdminContactList,
  AdminContactMessage,
  AdminContactRead,
  AdminContactUnread,
  ContactInboxFilter,
} from '@gjs/shared';
import { NotFoundError } from '#lib/errors.ts';
import { insertAudit } from '../audit/repository.ts';
import type { AdminContext } from '../context.ts';
import * as repo from './repository.ts';

export const MESSAGE_NOT_FOUND = 'Message not found';

const toMessage = (m: repo.MessageRow): AdminContactMessage => ({
  id: m.id,
  name: m.name,
  email: m.email,
  message: m.message,
  created_at: m.createdAt.toISOString(),
  read_at: m.readAt?.toISOString() ?? null,
});

/** The audit names the sender, never the message's text (it may hold personal data beyond the inbox's). */
const about = (m: repo.MessageRow) => ({ name: m.name, email: m.email });

export async function listMessages(
  ctx: AdminContext,
  query: { status: ContactInboxFilter; page: number; page_size: number },
): Promise<AdminContactList> {
  const counted = repo.countMessages(ctx.db, query.status);
  const [rows, count, unread] = await Promise.all([
    repo.listMessages(ctx.db, query.status, query.page_size, (query.page - 1) * query.page_size),
    counted,
    // The unread filter's count is the unread count: it is not asked for twice.
    query.status === 'unread' ? counted : repo.countMessages(ctx.db, 'unread'),
  ]);
  return { count, unread, page: query.page, page_size: query.page_size, results: rows.map(toMessage) };
}

export async function unreadCount(ctx: AdminContext): Promise<AdminContactUnread> {
  return { unread: await repo.countMessages(ctx.db, 'unread') };
}

/** Opening a message does not mark it read: the console does that with a separate write. */
export async function getMessage(ctx: AdminContext, id: number): Promise<AdminContactMessage> {
  const message = await repo.findMessage(ctx.db, id);
  if (!message) throw new NotFoundError(MESSAGE_NOT_FOUND);
  return toMessage(message);
}

/** Marking a read message read again keeps the time it was first read. */
export async function setRead(
  ctx: AdminContext,
  id: number,
  { read }: AdminContactRead,
): Promise<AdminContactMessage> {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await repo.findMessage(tx, id);
    if (!current) throw new NotFoundError(MESSAGE_NOT_FOUND);
    const readAt = read ? (current.readAt ?? new Date()) : null;
    const updated = (await repo.setReadAt(tx, id, readAt))!;
    await insertAudit(tx, ctx.actor, {
      action: read ? 'contact_message.read' : 'contact_message.unread',
      targetType: 'contact_message',
      targetId: id,
      details: about(current),
    });
    return updated;
  });
  return toMessage(row);
}

export async function deleteMessage(ctx: AdminContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const deleted = await repo.deleteMessage(tx, id);
    if (!deleted) throw new NotFoundError(MESSAGE_NOT_FOUND);
    await insertAudit(tx, ctx.actor, {
      action: 'contact_message.delete',
      targetType: 'contact_message',
      targetId: id,
      details: about(deleted),
    });
  });
}
