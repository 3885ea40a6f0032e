import net from 'node:net';
import { sql as statement } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { isDatabaseUnavailable } from '../../src/db/unavailable.ts';
import { freshPostgresDatabase } from '../helper.ts';

const pg = await freshPostgresDatabase();

/**
 * Holds this thread still, as a loaded machine or a long synchronous task does: no timer runs, no socket is read.
 * It waits on an atomic rather than spinning, so the stall costs no CPU beside other test files.
 */
function stall(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** The next connection this process opens stalls it for `ms` once its first bytes are out. */
function stallNextConnection(ms: number) {
  const connect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    net.Socket.prototype.connect = connect;
    this.once('ready', () => stall(ms));
    return (connect as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof connect;
  return () => void (net.Socket.prototype.connect = connect);
}

/**
 * The driver's connect timeout counts only time the process was awake (patches/postgres+3.4.9.patch, decision 0011):
 * a stall during the handshake used to fire the timeout before the server's answer, already in, was read, and the
 * CONNECT_TIMEOUT shut the outage gate (decision 0111) for a database that had answered.
 */
describe.runIf(pg)('the PostgreSQL driver after this process stalled while connecting', () => {
  const undo: (() => unknown)[] = [];
  afterEach(async () => {
    for (const step of undo.splice(0).reverse()) await step();
  });
  afterAll(async () => {
    await pg?.drop();
  });

  it("answers a query of the server's own pool whose new connection spanned a stall longer than its 5 s limit", async () => {
    const handle = await openDatabase({ databaseUrl: pg!.url, poolSize: 2, migrate: false });
    undo.push(() => handle.close());
    undo.push(stallNextConnection(6_000));
    // The first connection is busy, so the second query opens the pool's second connection, across the stall.
    const [, answered] = await Promise.allSettled([
      handle.db.execute(statement`select pg_sleep(0.2)`),
      handle.db.execute(statement`select 1 as answered`),
    ]);
    if (answered.status === 'rejected') {
      // What the released driver did: a database outage, by the gate's reading (decision 0111).
      expect.fail(
        `rejected (an outage to the gate: ${isDatabaseUnavailable(answered.reason)}): ${answered.reason}`,
      );
    }
    expect([...(answered.value as unknown as Iterable<unknown>)]).toEqual([{ answered: 1 }]);
  });

  it('reads the answer the server sent during the stall instead of timing out', async () => {
    const sql = postgres(pg!.url, { max: 1, connect_timeout: 0.5, onnotice: () => {} });
    undo.push(() => sql.end());
    // 'ready' comes after the driver's startup message went out, so the server answers while this thread is still.
    undo.push(stallNextConnection(2_000));
    await expect(sql`select 1 as answered`).resolves.toEqual([{ answered: 1 }]);
  });

  it('still times out on a server that never answers, stall or not', async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    const sql = postgres({ host: '127.0.0.1', port, max: 1, connect_timeout: 0.3, onnotice: () => {} });
    try {
      const query = sql`select 1`.execute();
      await new Promise((resolve) => setTimeout(resolve, 50));
      stall(600);
      // 0.3 s, the stall, then at most 0.3 s more (an endless wait would fail on the test's own time limit).
      await expect(query).rejects.toMatchObject({ code: 'CONNECT_TIMEOUT' });
    } finally {
      await sql.end({ timeout: 0 });
      silent.close();
    }
  });
});
