import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each scheduled job last ran, over all processes: a job runs once per interval however many API processes share
 * the database (docs/decisions/0302-jobs-run-once.md).
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});
