import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/index.ts';
import { registerCleanup } from '../cleanup.ts';

/**
 * The server shares its embedded database with other processes (the CLI, the bench's checks) over a socket. Every
 * one of them speaks to the same single PostgreSQL session, so what one client sends as a unit must run as a unit:
 * a parameterised query's parse, bind and execute messages, and a whole transaction.
 */

const SLOW = 60_000;

async function openShared(): Promise<{ owner: DatabaseHandle; clients: DatabaseHandle[] }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-shared-socket-'));
  const owner = await openDatabase({ dataDir, share: true });
  const clients = [await openDatabase({ dataDir }), await openDatabase({ dataDir })];
  registerCleanup(async () => {
    for (const client of clients) await client.close();
    await owner.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  expect(clients.map((client) => client.kind)).toEqual(['embedded-shared', 'embedded-shared']);
  return { owner, clients };
}

async function sum(handle: DatabaseHandle, values: number[]): Promise<number> {
  const terms = sql.join(
    values.map((value) => sql`${value}::int`),
    sql` + `,
  );
  const rows = await select<{ total: number }>(handle, sql`select ${terms} as total`);
  return rows[0]!.total;
}

/** The rows of a raw query: PGlite's driver answers `{ rows }`, postgres.js an array. */
async function select<Row>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await handle.db.execute(query)) as unknown as Row[] | { rows: Row[] };
  return Array.isArray(result) ? result : result.rows;
}

const total = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe("the embedded database's shared socket", () => {
  it(
    'answers parameterised queries of several clients and of the server itself, all at once, each with its own result',
    async () => {
      const { owner, clients } = await openShared();
      const callers = [owner, ...clients];
      const calls = Array.from({ length: 240 }, (_, i) => {
        // Each caller binds a different number of parameters, so a bind that met another caller's parse would fail.
        const values = Array.from({ length: (i % 3) + 1 }, (_, k) => i * 10 + k);
        return { handle: callers[i % callers.length]!, values };
      });
      const results = await Promise.all(calls.map(({ handle, values }) => sum(handle, values)));
      expect(results).toEqual(calls.map(({ values }) => total(values)));
    },
    SLOW,
  );

  it(
    "keeps a client's write out of the server's transaction that rolls back at the same time",
    async () => {
      const { owner, clients } = await openShared();
      await owner.db.execute(sql`create table shared_socket_probe (written_by text not null)`);
      const serverTransaction = owner.db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into shared_socket_probe values ('server')`);
          await new Promise((resolve) => setTimeout(resolve, 300));
          throw new Error('rolled back on purpose');
        })
        .catch((error: Error) => error.message);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await clients[0]!.db.execute(sql`insert into shared_socket_probe values (${'client'})`);
      expect(await serverTransaction).toBe('rolled back on purpose');
      const rows = await select<{ written_by: string }>(
        owner,
        sql`select written_by from shared_socket_probe`,
      );
      expect(rows.map((row) => row.written_by)).toEqual(['client']);
    },
    SLOW,
  );

  it(
    "runs a client's transaction alone: the server's own queries wait for it and do not see it until it commits",
    async () => {
      const { owner, clients } = await openShared();
      await owner.db.execute(sql`create table shared_socket_probe (written_by text not null)`);
      let serverCounted: number | undefined;
      let counting: Promise<unknown> | undefined;
      await clients[0]!.db.transaction(async (tx) => {
        await tx.execute(sql`insert into shared_socket_probe values (${'client'})`);
        counting = select<{ n: number }>(owner, sql`select count(*)::int as n from shared_socket_probe`).then(
          (rows) => (serverCounted = rows[0]!.n),
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(serverCounted).toBeUndefined();
        await tx.execute(sql`insert into shared_socket_probe values (${'client again'})`);
      });
      // The server's count waited for the commit, and counts both rows.
      await counting;
      expect(serverCounted).toBe(2);
    },
    SLOW,
  );

  it(
    'rolls back the transaction of a client that goes away in the middle, and serves the others after it',
    async () => {
      const { owner, clients } = await openShared();
      await owner.db.execute(sql`create table shared_socket_probe (written_by text not null)`);
      const abandoned = clients[0]!.db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into shared_socket_probe values (${'gone'})`);
          await clients[0]!.close();
          await tx.execute(sql`select 1`);
        })
        .catch(() => 'failed');
      expect(await abandoned).toBe('failed');
      await clients[1]!.db.execute(sql`insert into shared_socket_probe values (${'other client'})`);
      const rows = await select<{ written_by: string }>(
        owner,
        sql`select written_by from shared_socket_probe`,
      );
      expect(rows.map((row) => row.written_by)).toEqual(['other client']);
    },
    SLOW,
  );

  it(
    'deallocates the statements a client prepared when it leaves, so that the one session does not collect them',
    async () => {
      const { owner, clients } = await openShared();
      const prepared = async () =>
        Number(
          (await select<{ n: number }>(owner, sql`select count(*)::int as n from pg_prepared_statements`))[0]!
            .n,
        );
      await prepared(); // the count's own statement is prepared by its first run
      const before = await prepared();
      const client = clients[0]!;
      await client.db.select({ id: users.id }).from(users).where(eq(users.username, 'nobody'));
      await sum(client, [1, 2]);
      expect(await prepared()).toBeGreaterThanOrEqual(before + 2);
      await client.close();
      await expect.poll(prepared).toBe(before);
    },
    SLOW,
  );
});
