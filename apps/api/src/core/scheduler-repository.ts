import { lt, sql } from 'drizzle-orm';
import { scheduledJobs } from '../db/schema/index.ts';
import type { DbOrTx } from '../db/types.ts';

/** Every job lock is `(SCHEDULER_LOCK_CLASS, hashtext(name))`, beside the migration lock's single key (db/client.ts). */
const SCHEDULER_LOCK_CLASS = 727_061_911;

/** Takes the job's transaction-scoped advisory lock; false when another process holds it. PostgreSQL only. */
export async function tryJobLock(tx: DbOrTx, jobName: string): Promise<boolean> {
  // postgres.js (the only driver that takes the lock) answers the rows as an array.
  const [lock] = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${SCHEDULER_LOCK_CLASS}, hashtext(${jobName})) as locked`,
  )) as unknown as { locked: boolean }[];
  return lock?.locked === true;
}

/** Claims the job's slot that began at `slotStart`: true unless its last run already fell in that slot. */
export async function claimJobSlot(
  tx: DbOrTx,
  jobName: string,
  now: Date,
  slotStart: Date,
): Promise<boolean> {
  const claimed = await tx
    .insert(scheduledJobs)
    .values({ name: jobName, lastRunAt: now })
    .onConflictDoUpdate({
      target: scheduledJobs.name,
      set: { lastRunAt: now },
      setWhere: lt(scheduledJobs.lastRunAt, slotStart),
    })
    .returning({ name: scheduledJobs.name });
  return claimed.length > 0;
}
