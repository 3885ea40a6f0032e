import { eq, sql } from 'drizzle-orm';
import type postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { alwaysPrepared } from '../../src/db/always-prepared.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/index.ts';
import { freshPostgresDatabase } from '../helper.ts';

/** A stand-in for the driver's client that records the options of every query and hands itself to callbacks. */
function recordingClient() {
  const options: object[] = [];
  const client = {
    unsafe: (_query: string, _parameters?: unknown[], queryOptions?: object) => {
      options.push(queryOptions ?? {});
      return Promise.resolve([]);
    },
    begin: (...args: unknown[]) => (args.at(-1) as (sql: unknown) => unknown)(client),
    savepoint: (...args: unknown[]) => (args.at(-1) as (sql: unknown) => unknown)(client),
    options: { parsers: {}, serializers: {} },
  };
  return { client: client as unknown as postgres.Sql, options };
}

describe('alwaysPrepared', () => {
  it('asks the driver for a prepared statement even where Drizzle asks for an unnamed one', async () => {
    const { client, options } = recordingClient();
    await alwaysPrepared(client).unsafe('select $1', [1], { prepare: false });
    expect(options).toEqual([{ prepare: true }]);
  });

  it('prepares the queries of a transaction and of a savepoint inside it', async () => {
    const { client, options } = recordingClient();
    await alwaysPrepared(client).begin('isolation level serializable', async (tx) => {
      await tx.unsafe('select 1', [], { prepare: false });
      await tx.savepoint(async (inner) => inner.unsafe('select 2', [], { prepare: false }));
    });
    expect(options).toEqual([{ prepare: true }, { prepare: true }]);
  });

  it('leaves everything else of the client as it is', () => {
    const { client } = recordingClient();
    expect(alwaysPrepared(client).options).toBe(client.options);
  });
});

const pg = await freshPostgresDatabase();
describe.runIf(pg)('queries built with Drizzle on PostgreSQL', () => {
  let handle: DatabaseHandle | undefined;
  afterAll(async () => {
    await handle?.close();
    await pg?.drop();
  });

  /** The statements prepared on the one connection of a pool of one that mention the users table. */
  const preparedOnUsers = async (db: DatabaseHandle['db']) =>
    (await db.execute(
      sql`select statement from pg_prepared_statements where statement like '%from "users"%'`,
    )) as unknown as { statement: string }[];

  it('run as prepared statements of their connection, in a transaction too', async () => {
    handle = await openDatabase({ databaseUrl: pg!.url, poolSize: 1 });
    const { db } = handle;
    await db.select({ id: users.id }).from(users).where(eq(users.username, 'nobody'));
    expect((await preparedOnUsers(db)).some((s) => s.statement.includes('"username" = $1'))).toBe(true);

    await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.email, 'nobody@example.com'));
    });
    expect((await preparedOnUsers(db)).some((s) => s.statement.includes('"email" = $1'))).toBe(true);
  });
});
