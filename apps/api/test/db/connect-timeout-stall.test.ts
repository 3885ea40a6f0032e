import net from 'node:net';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '../helper.ts';

const pg = await freshPostgresDatabase();

/** Keeps this thread busy, as a loaded machine or a long synchronous task does: no timer, no socket is served. */
function stall(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/**
 * The driver's connect timeout counts only time the process was awake (patches/postgres+3.4.9.patch, decision 0011):
 * a stall during the handshake used to fire the timeout before the server's answer, already in, was read, and the
 * CONNECT_TIMEOUT shut the outage gate (decision 0111) for a database that had answered.
 */
describe.runIf(pg)('the PostgreSQL driver after this process stalled while connecting', () => {
  afterAll(async () => {
    await pg?.drop();
  });

  it('reads the answer the server sent during the stall instead of timing out', async () => {
    const sql = postgres(pg!.url, {
      max: 1,
      connect_timeout: 0.5,
      onnotice: () => {},
      socket: () => {
        const socket = net.connect(Number(new URL(pg!.url).port || 5432), new URL(pg!.url).hostname);
        // 'ready' comes after the driver's startup message went out, so the server answers while this thread is busy.
        socket.once('ready', () => stall(2_000));
        return socket;
      },
    });
    try {
      await expect(sql`select 1 as answered`).resolves.toEqual([{ answered: 1 }]);
    } finally {
      await sql.end();
    }
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
