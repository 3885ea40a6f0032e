import { count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { ContactInboxFilter } from '@gjs/shared';
import { contactMessages } from '#db/schema/index.ts';
import type { DbOrTx } from '#db/types.ts';

export type MessageRow = typeof contactMessages.$inferSelect;

const FILTERS: Record<ContactInboxFilter, SQL | undefined> = {
  all: undefined,
  unread: isNull(contactMessages.readAt),
  read: isNotNull(contactMessages.readAt),
};

/** Newest first. */
export const listMessages = (db: DbOrTx, filter: ContactInboxFilter, limit: number, offset: number) =>
  db
    .select()
    .from(contactMessages)
    .where(FILTERS[filter])
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit)
    .offset(offset);

export const countMessages = (db: DbOrTx, filter: ContactInboxFilter) =>
  db
    .select({ n: count() })
    .from(contactMessages)
    .where(FILTERS[filter])
    .then((rows) => rows[0]?.n ?? 0);

export const findMessage = (db: DbOrTx, id: number) =>
  db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .then((rows) => rows[0]);

export const setReadAt = (db: DbOrTx, id: number, readAt: Date | null) =>
  db
    .update(contactMessages)
    .set({ readAt })
    .where(eq(contactMessages.id, id))
    .returning()
    .then((rows) => rows[0]);

export const deleteMessage = (db: DbOrTx, id: number) =>
  db
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning()
    .then((rows) => rows[0]);
