/**
 * `npm run bench:transcode`: what making a lesson's stream costs the API (issue 32, decision 0418). A 1-minute 720p
 * clip (FFmpeg's testsrc2 and a sine, made here in a temporary folder) is transcoded by the server's own job, at its
 * settings (FFmpeg at nice 19, TRANSCODE_THREADS=1, one job at a time), while the bench reads the server's event-loop
 * delay p99 idle and during the transcode, and a member scenario's throughput without and with it.
 *
 * Targets: the stream made within 2 minutes; the loop p99 during the transcode within 5 ms of idle and at most 20 ms;
 * the throughput at most 25 % lower. BENCH_TRANSCODE_SECONDS (60) of clip, BENCH_TRANSCODE_HEIGHT (720),
 * BENCH_SECONDS (10) per measurement, BENCH_CONNECTIONS (50).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { jobs } from '../src/db/schema/jobs.ts';
import { enqueueJob, findJob } from '../src/core/job-queue-repository.ts';
import { TRANSCODE_QUEUE } from '../src/modules/media/index.ts';
import { benchMembers } from './members.ts';
import { freePort } from './free-port.ts';
import { load, DEFAULT_SECONDS, type LoadResult } from './load.ts';
import { serverCommand, startServer, type ServerProcess } from './server-process.ts';
import { makeTestClip } from './test-clip.ts';

const CLIP_SECONDS = Number(process.env['BENCH_TRANSCODE_SECONDS'] ?? 60);
const CLIP_HEIGHT = Number(process.env['BENCH_TRANSCODE_HEIGHT'] ?? 720);
const CLIP_KEY = 'bench/clip.mp4';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fmt = (n: number, digits = 0) => n.toFixed(digits);
/** The machine's 1-minute load average: on a shared machine it says how far a figure can be trusted. */
const loadNow = () => fmt(os.loadavg()[0]!, 1);

/** The event-loop delay p99 over `seconds` of no requests. */
async function quietLoopP99(server: ServerProcess, seconds: number) {
  await server.stats(); // the probe reports since the last question
  await sleep(seconds * 1000);
  return (await server.stats()).eventLoopP99;
}

/** The member scenario: a member's course page (the answer that carries the stream's signed links). */
async function memberLoad(server: ServerProcess, url: string, token: string) {
  const options = { url, headers: { authorization: `Bearer ${token}` } };
  await load({ ...options, seconds: 1 });
  await server.stats();
  const result = await load(options);
  return { result, loopP99: (await server.stats()).eventLoopP99, machineLoad: loadNow() };
}

const row = (name: string, m: { result: LoadResult; loopP99: number; machineLoad: string }) =>
  console.log(
    `${name.padEnd(24)} ${fmt(m.result.rps).padStart(6)} req/s  p50 ${fmt(m.result.p50).padStart(4)} ms  p99 ${fmt(m.result.p99).padStart(5)} ms  ` +
      `failures ${m.result.failures}  loop p99 ${fmt(m.loopP99, 1)} ms  machine load ${m.machineLoad}`,
  );

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-bench-transcode-'));
  const clip = path.join(dataDir, 'media', CLIP_KEY);
  fs.mkdirSync(path.dirname(clip), { recursive: true });
  const script = serverCommand();
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn' };
  delete env['DATABASE_URL'];
  let server: ServerProcess | undefined;
  let database: DatabaseHandle | undefined;
  try {
    let started = performance.now();
    await makeTestClip(clip, CLIP_SECONDS, CLIP_HEIGHT);
    console.log(
      `clip: ${CLIP_SECONDS} s ${CLIP_HEIGHT}p testsrc2 + sine, ${fmt(fs.statSync(clip).size / 2 ** 20, 1)} MB, made in ${fmt((performance.now() - started) / 1000, 1)} s; ` +
        `server ${script.label}, node ${process.version}, ${os.cpus().length} cores, load average ${os
          .loadavg()
          .map((l) => fmt(l, 2))
          .join(' ')}`,
    );
    // A first start seeds the demo and queues its videos' streams, which this start does not make; they are set
    // aside, so that the clip's is the only transcode of the run.
    server = await startServer(script, { ...env, TRANSCODE_CONCURRENCY: '0' }, port);
    database = await openDatabase({ dataDir, migrate: false });
    await database.db
      .update(jobs)
      .set({ state: 'failed', error: 'set aside by the transcode bench' })
      .where(eq(jobs.queue, TRANSCODE_QUEUE));
    await database.close();
    database = undefined;
    await server.stop();
    server = await startServer(
      script,
      { ...env, TRANSCODE_CONCURRENCY: '1', TRANSCODE_THREADS: '1', JOB_POLL_MS: '250' },
      port,
    );
    database = await openDatabase({ dataDir, migrate: false });
    const db = database.db;
    const [member] = await benchMembers(db, server.address, 1);
    const courses = (await (await fetch(`${server.address}/api/courses/`)).json()) as { id: number }[];
    const courseUrl = `${server.address}/api/courses/${courses[0]!.id}/`;

    const idleP99 = await quietLoopP99(server, DEFAULT_SECONDS);
    const idleLoad = loadNow();
    const before = await memberLoad(server, courseUrl, member!.access);

    started = performance.now();
    await enqueueJob(db, { queue: TRANSCODE_QUEUE, key: CLIP_KEY, payload: {}, maxAttempts: 1 });
    const state = async () => (await findJob(db, TRANSCODE_QUEUE, CLIP_KEY))?.state;
    while ((await state()) === 'queued') await sleep(100);
    const duringP99 = await quietLoopP99(server, DEFAULT_SECONDS);
    const duringLoad = loadNow();
    const during = await memberLoad(server, courseUrl, member!.access);
    const measuredWhileRunning = (await state()) === 'running';
    let final = await state();
    while (final === 'running' || final === 'queued') {
      await sleep(250);
      final = await state();
    }
    const wallSeconds = (performance.now() - started) / 1000;
    if (final !== 'done')
      throw new Error(`the transcode ${final}: ${(await findJob(db, TRANSCODE_QUEUE, CLIP_KEY))?.error}`);
    const after = await memberLoad(server, courseUrl, member!.access);

    console.log(`member scenario: GET /api/courses/<id>/ as a member, ${DEFAULT_SECONDS} s each`);
    row('before the transcode', before);
    row('during the transcode', during);
    row('after the transcode', after);
    const without = (before.result.rps + after.result.rps) / 2;
    const loss = 1 - during.result.rps / without;
    const pass = (ok: boolean) => (ok ? 'ok' : 'MISSED');
    console.log(
      `transcode wall time (queued to stored): ${fmt(wallSeconds, 1)} s (target ≤ 120 s: ${pass(wallSeconds <= 120)})`,
    );
    console.log(
      `event-loop p99, no requests: idle ${fmt(idleP99, 1)} ms (machine load ${idleLoad}), ` +
        `during the transcode ${fmt(duringP99, 1)} ms (machine load ${duringLoad}) ` +
        `(target ≤ idle + 5 and ≤ 20 ms: ${pass(duringP99 <= idleP99 + 5 && duringP99 <= 20)})`,
    );
    console.log(
      `member throughput during the transcode: ${fmt(loss * 100, 1)} % below the mean of before and after ` +
        `(target ≤ 25 %: ${pass(loss <= 0.25)})` +
        (measuredWhileRunning ? '' : '; the transcode ended before the measurement did'),
    );
  } finally {
    await database?.close();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
