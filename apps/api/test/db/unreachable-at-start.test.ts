import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { PGLITE_OPTIONS } from '../../src/db/embedded-pglite.ts';
import { shareOverSocket, type EmbeddedSocketServer } from '../../src/db/embedded-socket-server.ts';
import { registerCleanup } from '../cleanup.ts';
import { freePort, runCli } from '../cli/processes.ts';

/**
 * PostgreSQL not reachable when the process starts: it says what failed and where, waits and retries for
 * DATABASE_CONNECT_TIMEOUT_SECONDS, and goes on as soon as the database answers.
 */

describe('a database that is down at start', () => {
  it('gives up after the wait with a message naming host:port, the cause and DATABASE_URL', async () => {
    const port = await freePort();
    const warnings: string[] = [];
    const started = Date.now();
    const error = await openDatabase({
      databaseUrl: `postgres://school:secret-password@127.0.0.1:${port}/school`,
      connectTimeoutMs: 2_000,
      onWaiting: (message) => warnings.push(message),
    }).catch((e: unknown) => e as Error);
    const elapsed = Date.now() - started;
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain(`127.0.0.1:${port}`);
    expect(message).toMatch(/connection refused/i);
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('2 s');
    expect(message).not.toContain('secret-password');
    expect(elapsed).toBeGreaterThanOrEqual(1_900);
    expect(elapsed).toBeLessThan(8_000);
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings[0]).toContain(`127.0.0.1:${port}`);
  });

  it('connects and migrates once the database comes up during the wait', async () => {
    const port = await freePort();
    // The same extensions as the app's embedded database: the migrations need pg_trgm.
    const pglite = new PGlite(PGLITE_OPTIONS);
    // Ready before the wait starts: what this test times is the database coming up, not PGlite's own initdb,
    // which takes many seconds on a machine busy with the rest of the suite.
    await pglite.waitReady;
    let server: EmbeddedSocketServer | undefined;
    registerCleanup(async () => {
      await server?.stop();
      await pglite.close();
    });
    const starting = new Promise((resolve) => setTimeout(resolve, 1_500)).then(async () => {
      server = await shareOverSocket(pglite, { host: '127.0.0.1', port });
    });
    const handle = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/template1`,
      connectTimeoutMs: 60_000,
    });
    await starting;
    const rows = (await handle.db.execute(sql`select count(*)::int as n from users`)) as unknown as {
      n: number;
    }[];
    expect(rows[0]?.n).toBe(0);
    await handle.close();
    // Every migration runs over the wire protocol into a fresh PGlite: slow on a busy machine.
  }, 120_000);

  it('makes the CLI say what failed and where, instead of only the failed query', async () => {
    const port = await freePort();
    const result = await runCli(['settings:set', 'maintenance_mode=false'], {
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/school`,
      DATABASE_CONNECT_TIMEOUT_SECONDS: '1',
      LOG_LEVEL: 'silent',
    });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(`127.0.0.1:${port}`);
    expect(result.stderr).toContain('DATABASE_URL');
    expect(result.stderr).not.toContain('pg_advisory_lock');
  });

  it('makes the server say what failed and where, wait DATABASE_CONNECT_TIMEOUT_SECONDS, then exit', async () => {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-db-down-'));
    registerCleanup(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/school`,
        DATABASE_CONNECT_TIMEOUT_SECONDS: '2',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    expect(stderr).toMatch(
      new RegExp(`Cannot reach PostgreSQL at 127\\.0\\.0\\.1:${port}.*Retrying for up to 2 s`),
    );
    expect(stderr).toMatch(/Gave up after 2 s \(DATABASE_CONNECT_TIMEOUT_SECONDS\)\. Check DATABASE_URL/);
  });
});
