import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shareOverSocket, type EmbeddedSocketServer } from '../../src/db/embedded-socket-server.ts';
import { wire, WireClient } from './wire-client.ts';

/**
 * The socket server itself (docs/decisions/0001-embedded-database-shared-over-a-socket.md), on a PGlite in this
 * thread: while PostgreSQL works, nothing else here runs, so a client cannot read its answer before the whole of it
 * is written, and a client that leaves does so exactly between two of its messages. What one client does to the
 * one session must not reach the next: a half-sent unit, an error, a failure of the server's own, a statement name.
 */

let pglite: PGlite;
let server: EmbeddedSocketServer;
let socketPath: string;
const drivers: postgres.Sql[] = [];

beforeAll(async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-socket-server-'));
  socketPath = path.join(folder, '.s.PGSQL.5432');
  pglite = new PGlite();
  await pglite.waitReady;
  server = await shareOverSocket(pglite, { path: socketPath });
  return async () => {
    await Promise.all(drivers.map((sql) => sql.end({ timeout: 1 })));
    await server.stop();
    await pglite.close();
    fs.rmSync(folder, { recursive: true, force: true });
  };
});

afterAll(() => vi.restoreAllMocks());

/** A client as the server's pool has them: postgres.js, every query with values a named prepared statement. */
function driver(): postgres.Sql {
  const sql = postgres({
    path: socketPath,
    database: 'template1',
    user: 'postgres',
    max: 1,
    onnotice: () => {},
  });
  drivers.push(sql);
  return sql;
}

async function count(sql: postgres.Sql, table: string): Promise<number> {
  const [row] = await sql.unsafe<{ n: number }[]>(`select count(*)::int as n from ${table}`);
  return row!.n;
}

describe('the socket server of the embedded database', () => {
  it("hands a client an answer far larger than the socket's buffer intact, while other clients' prepared queries run", async () => {
    const [large, ...others] = [driver(), driver(), driver()];
    // About 8 MB of rows: the socket takes a few hundred kB before its writes have to wait for the reader.
    const rows = 40_000;
    const big = large<{ n: number; pad: string }[]>`
      select n, repeat('x', 200) || n as pad from generate_series(1, ${rows}::int) as n`;
    const sums = others.flatMap((sql, client) =>
      Array.from({ length: 40 }, (_, i) => {
        const values = Array.from({ length: (i % 3) + 1 }, (_, k) => client * 1000 + i * 10 + k);
        const text = values.map((_, k) => `$${k + 1}::int`).join(' + ');
        return sql
          .unsafe<{ total: number }[]>(`select ${text} as total`, values)
          .then(([row]) => row!.total - values.reduce((a, b) => a + b, 0));
      }),
    );
    const answer = await big;
    expect(answer).toHaveLength(rows);
    expect(answer.every((row, i) => row.n === i + 1 && row.pad === `${'x'.repeat(200)}${i + 1}`)).toBe(true);
    expect(new Set(await Promise.all(sums))).toEqual(new Set([0]));
  });

  it('rolls back what a client that leaves between its Execute and its Sync wrote, and the next client starts clean', async () => {
    const sql = driver();
    await sql`create table left_mid_unit (written_by text not null)`;
    const leaving = await WireClient.connect(socketPath);
    leaving.send(
      wire.parse('', `insert into left_mid_unit values ('gone')`),
      wire.bind(''),
      wire.execute(),
      wire.flush(),
    );
    await leaving.until('C'); // the insert ran, in the implicit transaction its Sync would have committed
    leaving.destroy();
    await sql`insert into left_mid_unit values (${'next client'})`;
    expect(await sql`select written_by from left_mid_unit`).toEqual([{ written_by: 'next client' }]);
  });

  it("answers the next client's queries after a client left in the middle of a unit that had failed", async () => {
    // Connected before: a client's start-up message resets PostgreSQL's state, its first query would not show it.
    const sql = driver();
    await sql`select 1`;
    const leaving = await WireClient.connect(socketPath);
    leaving.send(wire.parse('', 'selec 1'), wire.flush());
    // PostgreSQL now skips every message up to the next Sync, which this client will never send.
    expect((await leaving.until('E')).at(-1)?.text).toMatch(/syntax error/);
    leaving.destroy();
    expect(await sql`select ${41}::int + 1 as answer`).toEqual([{ answer: 42 }]);
  });

  it('ends the connection of a client whose message the server could not run, and serves the others after it', async () => {
    const failing = await WireClient.connect(socketPath);
    vi.spyOn(pglite, 'execProtocolRawStream').mockRejectedValueOnce(new Error('PGlite failed'));
    failing.send(wire.parse('', 'select 1'), wire.flush());
    await failing.ended();
    const sql = driver();
    expect(await sql`select ${'still here'}::text as answer`).toEqual([{ answer: 'still here' }]);
  });

  it('ends the connection of a client that sends a message of an impossible length', async () => {
    const broken = await WireClient.connect(socketPath);
    broken.send(Buffer.from([0x51, 0, 0, 0, 2])); // a simple query whose length would not cover its own length field
    await broken.ended();
    expect(await count(driver(), 'pg_class')).toBeGreaterThan(0);
  });

  it("keeps each client's named statements its own: the same name twice, and one client leaving", async () => {
    const [first, second] = [await WireClient.connect(socketPath), await WireClient.connect(socketPath)];
    first.send(wire.parse('q', `select 'first'`), wire.sync());
    second.send(wire.parse('q', `select 'second'`), wire.sync());
    expect((await first.until('Z')).map((a) => a.type)).toEqual(['1', 'Z']);
    expect((await second.until('Z')).map((a) => a.type)).toEqual(['1', 'Z']);
    const run = async (client: WireClient) => {
      client.send(wire.bind('q'), wire.execute(), wire.sync());
      return (await client.until('Z')).filter((a) => a.type === 'D').map((a) => a.text);
    };
    expect(await run(first)).toEqual(['first']);
    expect(await run(second)).toEqual(['second']);
    first.destroy();
    // The first client's statements are closed when it leaves; the second's answers as before.
    const sql = driver();
    await expect
      .poll(() => count(sql, `pg_prepared_statements where statement = 'select ''first'''`))
      .toBe(0);
    expect(await run(second)).toEqual(['second']);
  });
});
