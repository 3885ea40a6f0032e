import { describe, expect, it } from 'vitest';
import { createJobQueue, defaultBackoff } from '../../src/core/job-queue.ts';
import { findJob } from '../../src/core/job-queue-repository.ts';
import { buildTestApp } from '../helper.ts';

const silent = { info: () => {}, error: () => {} };

async function until(ms: number, check: () => Promise<boolean>) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('job queue', () => {
  it('retries a failed run after its backoff, reports progress and keeps the last reason', async () => {
    const { app } = await buildTestApp();
    const waits: number[] = [];
    const queue = createJobQueue(app.db, silent, {
      pollMs: 50,
      backoffSeconds: (attempt) => (waits.push(attempt), 0),
    });
    let runs = 0;
    const seen: number[] = [];
    queue.register({
      queue: 'flaky',
      concurrency: 1,
      maxAttempts: 3,
      async run({ progress }) {
        runs++;
        if (runs < 3) throw new Error(`failure ${runs}`);
        progress(42);
        // Stored while the job runs.
        await until(5000, async () => (await findJob(app.db, 'flaky', 'k'))?.progress === 42);
        seen.push(42);
      },
    });
    queue.register({
      queue: 'broken',
      concurrency: 1,
      maxAttempts: 2,
      run: () => Promise.reject(new Error('the source is not a video')),
    });
    expect(await queue.enqueue(app.db, 'flaky', 'k', { n: 1 })).toBe(true);
    expect(await queue.enqueue(app.db, 'flaky', 'k')).toBe(false);
    await queue.enqueue(app.db, 'broken', 'b');
    queue.start();
    await until(10_000, async () => (await findJob(app.db, 'flaky', 'k'))?.state === 'done');
    await until(10_000, async () => (await findJob(app.db, 'broken', 'b'))?.state === 'failed');
    await queue.stop();
    expect(runs).toBe(3);
    expect(waits).toEqual(expect.arrayContaining([1, 2]));
    expect(seen).toEqual([42]);
    expect(await findJob(app.db, 'flaky', 'k')).toMatchObject({ attempts: 3, progress: 100, error: null });
    expect(await findJob(app.db, 'broken', 'b')).toMatchObject({
      attempts: 2,
      error: 'the source is not a video',
    });
    // A failed job can be queued again (the owner's retry).
    expect(await queue.enqueue(app.db, 'broken', 'b')).toBe(true);
    expect(await findJob(app.db, 'broken', 'b')).toMatchObject({ state: 'queued', attempts: 0 });
  });

  it('puts a run stopped by shutdown back on the queue, the attempt not counted', async () => {
    const { app } = await buildTestApp();
    const queue = createJobQueue(app.db, silent, { pollMs: 50 });
    let started = false;
    queue.register({
      queue: 'long',
      concurrency: 1,
      maxAttempts: 3,
      run: ({ signal }) =>
        new Promise((_, reject) => {
          started = true;
          signal.addEventListener('abort', () => reject(signal.reason as Error));
        }),
    });
    await queue.enqueue(app.db, 'long', 'x');
    queue.start();
    await until(10_000, async () => started);
    await queue.stop();
    expect(await findJob(app.db, 'long', 'x')).toMatchObject({
      state: 'queued',
      attempts: 0,
      lockedBy: null,
    });
  });

  it('waits longer after each failure, at most an hour', () => {
    expect([1, 2, 3, 4, 9].map(defaultBackoff)).toEqual([30, 120, 480, 1920, 3600]);
  });
});
