import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * The durable job queue (docs/decisions/0304-a-durable-job-queue.md). One row per (queue, key): a job is enqueued
 * again by resetting its row. A running job holds a lease (`locked_by`, `locked_until`) that its process renews; a
 * lease that lapsed (the process died) lets any process take the job up again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    queue: text('queue').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** 0-100, reported by the running handler. */
    progress: integer('progress').notNull().default(0),
    /** The last failure's reason, kept while the job waits for its retry and once it failed for good. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_queue_key_idx').on(t.queue, t.key),
    index('jobs_queue_state_run_after_idx').on(t.queue, t.state, t.runAfter),
  ],
);
