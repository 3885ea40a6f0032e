import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config.ts';
import { PGLITE_OPTIONS } from '../../src/db/embedded-pglite.ts';
import { PGlite } from '@electric-sql/pglite';
import { freshPostgresDatabase, migratedPgliteDump, TEST_POOL_SIZE } from '../helper.ts';
import { registerCleanup } from '../cleanup.ts';

const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');

/**
 * Where the CLI and the server of one test file keep their data: a temporary DATA_DIR, plus a fresh PostgreSQL
 * database passed as DATABASE_URL when the tests run against TEST_DATABASE_URL. `migrated` starts the embedded
 * database from the tests' migrated template, which spares the child processes the slow first initdb (and a
 * PostgreSQL database from the run's migrated template).
 */
export async function processStore({ migrated = false } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-cli-'));
  const pg = await freshPostgresDatabase({ migrated });
  if (!pg && migrated) {
    const pglite = new PGlite(path.join(dataDir, 'pglite'), {
      ...PGLITE_OPTIONS,
      loadDataDir: await migratedPgliteDump(),
    });
    await pglite.waitReady;
    await pglite.close();
  }
  registerCleanup(async () => {
    await pg?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  // DATABASE_URL='' counts as unset, so a developer's own DATABASE_URL never leaks into the child processes.
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: pg?.url ?? '',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    DATABASE_POOL_SIZE: String(TEST_POOL_SIZE),
  };
  return { dataDir, databaseUrl: pg?.url, env };
}

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

function collect(child: ChildProcess) {
  const out = { stdout: '', stderr: '' };
  child.stdout?.setEncoding('utf8').on('data', (d: string) => (out.stdout += d));
  child.stderr?.setEncoding('utf8').on('data', (d: string) => (out.stderr += d));
  return out;
}

/** `tsx apps/api/src/cli/index.ts ...args` with cwd at the repository root, as `npm run cli` runs it. */
export function runCli(args: string[], env: Record<string, string>): Promise<Finished> {
  const child = spawn(TSX, ['apps/api/src/cli/index.ts', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = collect(child);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, ...out }));
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code and how long the shutdown took. */
  stop: () => Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
  /** Sends a signal without waiting, e.g. SIGKILL to crash it. */
  kill: (signal: NodeJS.Signals) => void;
}

/**
 * Starts apps/api/src/server.ts on a free port and waits for its 'ready' log line. It runs as `node --import tsx`, one
 * process, so that SIGTERM reaches the server itself: the `tsx` command is a wrapper that relays signals to its child
 * and SIGKILLs it when the child does not confirm within 30 ms, which a loaded machine misses now and then.
 */
export async function startServer(
  env: Record<string, string>,
  { compiled = false } = {},
): Promise<RunningServer> {
  const port = await freePort();
  // compiled: as `npm run serve` runs it, the bundle in apps/api/dist (built first when missing or stale).
  const entry = compiled
    ? ['apps/api/scripts/run.mjs', 'server']
    : ['--import', 'tsx', 'apps/api/src/server.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = collect(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  registerCleanup(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  });

  const isReady = () =>
    out.stdout.split('\n').some((line) => {
      try {
        return (JSON.parse(line) as { msg?: string }).msg === 'ready';
      } catch {
        return false;
      }
    });
  const deadline = Date.now() + 45_000;
  while (!isReady()) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${out.stderr}`);
    if (Date.now() > deadline) throw new Error(`server not ready in time:\n${out.stdout}\n${out.stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => `${out.stdout}\n${out.stderr}`,
    kill: (signal) => void child.kill(signal),
    async stop() {
      const start = Date.now();
      child.kill('SIGTERM');
      const result = await exited;
      return { ...result, ms: Date.now() - start };
    },
  };
}
