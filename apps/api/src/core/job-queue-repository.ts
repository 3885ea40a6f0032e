import { and, asc, eq, inArray, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import { jobs } from '../db/schema/index.ts';
import type { DbOrTx } from '../db/types.ts';

export type JobRow = typeof jobs.$inferSelect;

const now = sql`now()`;
const inSeconds = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/**
 * Puts a job on its queue, or a finished or failed one back on it; a job queued or running stays as it is (one job per
 * queue and key). Answers whether a job was queued. Runs in the caller's transaction, so a job exists exactly when
 * the write that asks for it was stored.
 */
export async function enqueueJob(
  tx: DbOrTx,
  job: { queue: string; key: string; payload: Record<string, unknown>; maxAttempts: number },
): Promise<boolean> {
  const fresh = {
    payload: job.payload,
    state: 'queued' as const,
    attempts: 0,
    maxAttempts: job.maxAttempts,
    runAfter: now,
    lockedBy: null,
    lockedUntil: null,
    progress: 0,
    error: null,
    updatedAt: now,
  };
  const rows = await tx
    .insert(jobs)
    .values({ queue: job.queue, key: job.key, ...fresh })
    .onConflictDoUpdate({
      target: [jobs.queue, jobs.key],
      set: fresh,
      setWhere: notInArray(jobs.state, ['queued', 'running']),
    })
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Takes the next due job of `queues` for `worker`: a queued one whose time came, or a running one whose lease lapsed
 * (its process died). One statement; `for update skip locked` keeps two processes from taking the same row.
 */
export async function claimJob(
  db: DbOrTx,
  queues: string[],
  worker: string,
  leaseSeconds: number,
): Promise<JobRow | undefined> {
  const next = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.queue, queues),
        or(
          and(eq(jobs.state, 'queued'), lte(jobs.runAfter, now)),
          and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, now)),
        ),
      ),
    )
    .orderBy(asc(jobs.runAfter), asc(jobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(jobs)
    .set({
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: worker,
      lockedUntil: inSeconds(leaseSeconds),
      updatedAt: now,
    })
    .where(inArray(jobs.id, next))
    .returning();
  return row;
}

const held = (id: number, worker: string) =>
  and(eq(jobs.id, id), eq(jobs.state, 'running'), eq(jobs.lockedBy, worker));

/** Renews the lease; false when the job is no longer this worker's (its lease lapsed and another took it). */
export async function renewLease(db: DbOrTx, id: number, worker: string, leaseSeconds: number) {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: inSeconds(leaseSeconds) })
    .where(held(id, worker))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function reportProgress(db: DbOrTx, id: number, worker: string, progress: number) {
  await db.update(jobs).set({ progress, updatedAt: now }).where(held(id, worker));
}

export async function completeJob(db: DbOrTx, id: number, worker: string) {
  const rows = await db
    .update(jobs)
    .set({ state: 'done', progress: 100, lockedBy: null, lockedUntil: null, error: null, updatedAt: now })
    .where(held(id, worker))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** A failed run: queued again after `retryInSeconds`, or failed for good when it was the last attempt. */
export async function failJob(
  db: DbOrTx,
  job: Pick<JobRow, 'id' | 'attempts' | 'maxAttempts'>,
  worker: string,
  error: string,
  retryInSeconds: number,
) {
  const last = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set({
      state: last ? 'failed' : 'queued',
      runAfter: last ? now : inSeconds(retryInSeconds),
      lockedBy: null,
      lockedUntil: null,
      error: error.slice(0, 2000),
      updatedAt: now,
    })
    .where(held(job.id, worker));
}

/** A run stopped by its process's shutdown: queued again at once, the attempt not counted. */
export async function releaseJob(db: DbOrTx, id: number, worker: string) {
  await db
    .update(jobs)
    .set({
      state: 'queued',
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      runAfter: now,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: now,
    })
    .where(held(id, worker));
}

export async function findJob(db: DbOrTx, queue: string, key: string): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.queue, queue), eq(jobs.key, key)));
  return row;
}

export async function jobsOf(db: DbOrTx, queue: string, keys: string[]): Promise<JobRow[]> {
  if (!keys.length) return [];
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.queue, queue), inArray(jobs.key, keys)));
}

export async function deleteJob(db: DbOrTx, queue: string, key: string) {
  await db.delete(jobs).where(and(eq(jobs.queue, queue), eq(jobs.key, key)));
}
