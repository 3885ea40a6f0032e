import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per setting the owner has changed; unset keys take their defaults in code. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
