import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Only path, session id and time: no cookies, no IP addresses (decision 0412). */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    sessionId: uuid('session_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_created_at_idx').on(t.createdAt)],
);
