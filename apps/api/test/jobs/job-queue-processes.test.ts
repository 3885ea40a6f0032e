import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { jobs } from '../../src/db/schema/index.ts';
import { registerCleanup } from '../cleanup.ts';
import { processStore } from '../cli/processes.ts';

/**
 * The job queue across processes (docs/decisions/0304-a-durable-job-queue.md), on the engine of the run: on
 * PostgreSQL two processes share the database; on the embedded database the worker serves it over its socket, as the
 * server does.
 */
function startWorker(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/test/jobs/queue-worker.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (output += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (output += d));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  registerCleanup(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  return { child, exited, output: () => output };
}

async function until(ms: number, check: () => boolean, what: string) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

const lines = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n') : []);

async function stop(worker: { child: ChildProcess; exited: Promise<void> }) {
  worker.child.kill('SIGTERM');
  await worker.exited;
}

async function jobRow(store: { dataDir: string; databaseUrl: string | undefined }, key: string) {
  const handle = await openDatabase({
    databaseUrl: store.databaseUrl,
    dataDir: store.dataDir,
    migrate: false,
  });
  try {
    const [row] = await handle.db.select().from(jobs).where(eq(jobs.key, key));
    return row;
  } finally {
    await handle.close();
  }
}

describe('job queue processes', () => {
  it(
    'takes up the job of a killed process after a restart, and completes it',
    { timeout: 90_000 },
    async () => {
      const store = await processStore({ migrated: true });
      const marks = path.join(store.dataDir, 'marks');
      const env = { ...store.env, MARKS: marks, STEPS: '20', STEP_MS: '100' };
      const first = startWorker({ ...env, ENQUEUE: 'killed' });
      await until(30_000, () => lines(marks).length > 0, `first start\n${first.output()}`);
      first.child.kill('SIGKILL');
      await first.exited;
      const second = startWorker(env);
      // The lease (2 s here, 30 s by default) lapses, and the restarted process takes the job up.
      const took = await until(60_000, () => lines(marks).some((l) => l.startsWith('done')), second.output());
      expect(took).toBeLessThan(60_000);
      await stop(second);
      const [firstStart, secondStart, done] = lines(marks);
      expect(firstStart).toMatch(new RegExp(`^start ${first.child.pid} killed$`));
      expect(secondStart).toMatch(new RegExp(`^start ${second.child.pid} killed$`));
      expect(done).toBe(`done ${second.child.pid} killed`);
      const row = await jobRow(store, 'killed');
      expect(row).toMatchObject({ state: 'done', progress: 100, attempts: 2, lockedBy: null });
    },
  );

  it.skipIf(!process.env['TEST_DATABASE_URL'])(
    'runs a job once when two processes poll one PostgreSQL database',
    { timeout: 90_000 },
    async () => {
      const store = await processStore({ migrated: true });
      const marks = path.join(store.dataDir, 'marks');
      const env = { ...store.env, MARKS: marks, STEPS: '10', STEP_MS: '100' };
      const a = startWorker(env);
      const b = startWorker(env);
      await until(30_000, () => a.output().includes('ready') && b.output().includes('ready'), 'both ready');
      await startWorker({ ...env, ENQUEUE: 'once-1', ENQUEUE_ONLY: '1' }).exited;
      await startWorker({ ...env, ENQUEUE: 'once-2', ENQUEUE_ONLY: '1' }).exited;
      await until(30_000, () => lines(marks).filter((l) => l.startsWith('done')).length === 2, 'two done');
      // Longer than a lease: a run that went on elsewhere would have shown by now.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await Promise.all([stop(a), stop(b)]);
      const all = lines(marks);
      expect(all.filter((l) => l.endsWith(' once-1'))).toHaveLength(2);
      expect(all.filter((l) => l.endsWith(' once-2'))).toHaveLength(2);
      expect((await jobRow(store, 'once-1'))?.attempts).toBe(1);
      expect((await jobRow(store, 'once-2'))?.attempts).toBe(1);
    },
  );
});
