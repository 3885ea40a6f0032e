import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { freshPostgresDatabase } from '../helper.ts';

const pg = await freshPostgresDatabase();

/**
 * The pool state that an outage's log line carries (decision 0111): what the driver was given and not yet answered,
 * and the connections it lost.
 */
describe.runIf(pg)('the pool state of a PostgreSQL connection pool', () => {
  let handle: DatabaseHandle | undefined;
  afterAll(async () => {
    await handle?.close();
    await pg?.drop();
  });

  it('counts the queries and transactions in flight, and the connections closed under it', async () => {
    handle = await openDatabase({ databaseUrl: pg!.url, poolSize: 2 });
    const { db } = handle;
    const state = () => handle!.poolState!();
    expect(state()).toEqual({ size: 2, inFlight: 0, closed: 0 });

    const sleeping = [1, 2, 3].map(() => db.execute(sql`select pg_sleep(0.3)`));
    let insideTransaction: unknown;
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      insideTransaction = state().inFlight;
    });
    await Promise.all(sleeping);
    await transaction;
    expect(insideTransaction).toBeGreaterThanOrEqual(1);
    expect(state().inFlight).toBe(0);

    // The server ends every connection of this pool, as a restart would.
    await db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`);
    await expect(db.execute(sql`select pg_terminate_backend(pg_backend_pid())`)).rejects.toThrow();
    await expect.poll(() => state().closed, { timeout: 3_000 }).toBeGreaterThanOrEqual(1);
    expect(state().inFlight).toBe(0);
  });
});
