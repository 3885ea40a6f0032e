import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { registerCleanup } from '../cleanup.ts';

const SLOW = 60_000;

describe("the server's embedded database, in a thread of its own", () => {
  it(
    "leaves the server's event loop free while PostgreSQL works on a long query",
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-embedded-worker-'));
      const database = await openDatabase({ dataDir, share: true });
      registerCleanup(async () => {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      });
      expect(database.kind).toBe('embedded-thread');

      let last = performance.now();
      let longestGap = 0;
      const ticker = setInterval(() => {
        const now = performance.now();
        longestGap = Math.max(longestGap, now - last);
        last = now;
      }, 5);
      const started = performance.now();
      try {
        // About a second of PostgreSQL's work; in the server's own thread it held every timer for all of it.
        await database.db.execute(sql`select count(*) from generate_series(1, 4000000) as n where n % 7 = 3`);
      } finally {
        clearInterval(ticker);
      }
      const ended = performance.now();
      // A loop held for the whole query runs no tick at all: the time since the last tick counts too.
      longestGap = Math.max(longestGap, ended - last);
      const queryMs = ended - started;
      expect(queryMs).toBeGreaterThan(300);
      expect(longestGap).toBeLessThan(queryMs / 2);
    },
    SLOW,
  );

  it(
    'is the one PostgreSQL session that other processes reach through the socket, and stops with the server',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-embedded-worker-'));
      const server = await openDatabase({ dataDir, share: true });
      const cli = await openDatabase({ dataDir });
      expect(cli.kind).toBe('embedded-shared');
      await server.db.execute(sql`create table worker_probe (n int)`);
      await cli.db.execute(sql`insert into worker_probe values (42)`);
      const rows = (await server.db.execute(sql`select n from worker_probe`)) as unknown as { n: number }[];
      expect(rows.map((row) => row.n)).toEqual([42]);
      await cli.close();
      await server.close();
      // The lock is released: the folder opens again, in this thread, as the CLI opens it when no server runs.
      const again = await openDatabase({ dataDir });
      expect(again.kind).toBe('embedded');
      await again.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    SLOW,
  );
});
