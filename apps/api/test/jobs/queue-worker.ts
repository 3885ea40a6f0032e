/**
 * A process with the job queue and a test handler, for the queue's process tests (job-queue-processes.test.ts). The
 * handler writes `start <pid> <key>` and `done <pid> <key>` lines to MARKS and takes STEPS steps of STEP_MS each,
 * reporting its progress. With ENQUEUE it puts that key on the queue first.
 */
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '../../src/db/client.ts';
import { createJobQueue } from '../../src/core/job-queue.ts';

const env = process.env;
const marks = env['MARKS']!;
const steps = Number(env['STEPS'] ?? '10');
const stepMs = Number(env['STEP_MS'] ?? '100');
const handle = await openDatabase({
  databaseUrl: env['DATABASE_URL'] || undefined,
  dataDir: env['DATA_DIR'],
  share: true,
  poolSize: 2,
});
const log = { info: () => {}, error: (obj: object, msg?: string) => console.error(msg, obj) };
const queue = createJobQueue(handle.db, log, { leaseSeconds: 2, pollMs: 200, backoffSeconds: () => 0 });
queue.register({
  queue: 'test',
  concurrency: 1,
  maxAttempts: 3,
  async run({ job, signal, progress }) {
    fs.appendFileSync(marks, `start ${process.pid} ${job.key}\n`);
    for (let i = 1; i <= steps; i++) {
      await sleep(stepMs, undefined, { signal });
      progress((i / steps) * 100);
    }
    fs.appendFileSync(marks, `done ${process.pid} ${job.key}\n`);
  },
});
if (env['ENQUEUE']) await queue.enqueue(handle.db, 'test', env['ENQUEUE']);
if (env['ENQUEUE_ONLY']) {
  await handle.close();
  process.exit(0);
}
queue.start();
console.log('ready');
process.on('SIGTERM', () => {
  void queue
    .stop()
    .then(() => handle.close())
    .then(() => process.exit(0));
});
