/**
 * `npm run bench`: the API's hot paths on a real server process over loopback, beside a bare Fastify 5 server
 * answering a 20-item JSON list in the same run; every throughput is also given as a ratio to it. Embedded database
 * by default; BENCH_DATABASE_URL (a PostgreSQL server) runs it on a fresh database created there and dropped after.
 *
 * BENCH_SECONDS (10) and BENCH_CONNECTIONS (50) per scenario, BENCH_MIXED_SECONDS (60) for the mixed load
 * (0 skips it), BENCH_BARE_SECONDS (5) of the bare server and BENCH_WARMUP_SECONDS (1) before each scenario, BENCH_IDLE_SECONDS (5) of quiet before the idle memory is read, BENCH_TSX=1 runs the sources.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { benchMembers, BENCH_PASSWORD } from './members.ts';
import { fillForum, SEARCH_TERM } from './fill-forum.ts';
import { load, DEFAULT_CONNECTIONS, DEFAULT_SECONDS, type LoadResult } from './load.ts';
import { runBurst } from './burst.ts';
import { runMixed } from './mixed.ts';
import { freePort } from './free-port.ts';
import { serverCommand, startBare, startServer, type ServerProcess } from './server-process.ts';

const IDLE_SECONDS = Number(process.env['BENCH_IDLE_SECONDS'] ?? 5);
const BARE_SECONDS = Number(process.env['BENCH_BARE_SECONDS'] ?? 5);
const WARMUP_SECONDS = Number(process.env['BENCH_WARMUP_SECONDS'] ?? 1);
const MIXED_SECONDS = Number(process.env['BENCH_MIXED_SECONDS'] ?? 60);
const MB = 2 ** 20;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fmt = (n: number, digits = 0) => n.toFixed(digits);

async function freshPostgres(serverUrl: string) {
  const name = `gjs_bench_${Date.now()}_${process.pid}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

function printRow(name: string, r: LoadResult, bareRps: number, rss: number, loopP99: number) {
  console.log(
    `${name.padEnd(44)} ${fmt(r.rps).padStart(7)} req/s  p50 ${fmt(r.p50).padStart(4)} ms  p99 ${fmt(r.p99).padStart(5)} ms` +
      `  ${fmt(r.rps / bareRps, 3).padStart(6)} × bare (${fmt(bareRps)})  failures ${r.failures}  rss ${fmt(rss / MB)} MB  loop p99 ${fmt(loopP99, 1)} ms`,
  );
}

/**
 * The embedded database serves the bench's connection and the server's own queries in one session: a fill that
 * meets answers still in flight after a scenario is retried once the server is quiet.
 */
async function fillQuietly(db: DatabaseHandle['db'], authorIds: number[], from: number, to: number) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fillForum(db, authorIds, from, to);
    } catch (error) {
      if (attempt === 3) throw error;
      await sleep(3000);
    }
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-bench-'));
  const benchUrl = process.env['BENCH_DATABASE_URL'];
  const pg = benchUrl ? await freshPostgres(benchUrl) : undefined;
  const script = serverCommand();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: pg?.url ?? '',
    SEED_DEMO: 'true',
    // The bench measures speed, not abuse protection: every limit is raised out of its way.
    LOGIN_RATE_LIMIT: '100000000',
    LOGIN_ADDRESS_RATE_LIMIT: '100000000',
    REGISTRATION_RATE_LIMIT: '100000000',
    FORUM_POST_RATE_LIMIT: '100000000',
    FORUM_COMMENT_RATE_LIMIT: '100000000',
  };
  if (!pg) delete env['DATABASE_URL'];
  const port = await freePort();
  let server: ServerProcess | undefined;
  let database: DatabaseHandle | undefined;
  const bare = await startBare();
  try {
    console.log(
      `database: ${pg ? 'PostgreSQL' : 'embedded'}, server: ${script.label}, ${DEFAULT_CONNECTIONS} connections, ` +
        `${DEFAULT_SECONDS} s per scenario, node ${process.version}, ${os.cpus().length} cores`,
    );
    server = await startServer(script, env, port);
    const firstStart = server.startMs;
    await sleep(IDLE_SECONDS * 1000);
    const idleFirst = (await server.stats()).rss;
    await server.stop();
    server = await startServer(script, env, port);
    const restart = server.startMs;
    await sleep(IDLE_SECONDS * 1000);
    const idleRestart = (await server.stats()).rss;
    console.log(
      `start to healthy: first start with demo seed ${fmt(firstStart)} ms, existing data ${fmt(restart)} ms`,
    );
    console.log(
      `rss idle (${IDLE_SECONDS} s after healthy): first start ${fmt(idleFirst / MB)} MB, restart ${fmt(idleRestart / MB)} MB`,
    );

    database = await openDatabase({ databaseUrl: pg?.url, dataDir, migrate: false });
    const db = database.db;
    const members = await benchMembers(db, server.address, 21);
    const tokens = members.map((m) => m.access);
    const bearer = { authorization: `Bearer ${tokens[0]}` };
    const authorIds = members.map((m) => m.id);

    // The yardstick runs right before each scenario, so that a busy machine weighs on both figures of a ratio.
    let worstLoop = 0;
    const bareRuns: number[] = [];
    const measure = async (name: string, options: Parameters<typeof load>[0]) => {
      const yardstick = await load({ url: `${bare.address}/items`, seconds: BARE_SECONDS });
      bareRuns.push(yardstick.rps);
      if (WARMUP_SECONDS > 0) await load({ ...options, seconds: WARMUP_SECONDS });
      await server!.stats();
      const r = await load(options);
      const s = await server!.stats();
      worstLoop = Math.max(worstLoop, s.eventLoopP99);
      printRow(name, r, yardstick.rps, s.rss, s.eventLoopP99);
      return r;
    };
    await load({ url: `${bare.address}/items`, seconds: 3 }); // warm-up
    const bareFirst = await load({ url: `${bare.address}/items` });
    printRow('bare Fastify 5, 20-item JSON list', bareFirst, bareFirst.rps, (await bare.stats()).rss, 0);

    const api = (p: string) => `${server!.address}${p}`;
    await measure('GET /api/courses/', { url: api('/api/courses/') });
    await measure('GET /api/profile/ (member)', { url: api('/api/profile/'), headers: bearer });
    await measure('GET /api/backingtracks/ (member)', { url: api('/api/backingtracks/'), headers: bearer });
    await measure('GET /api/forum/posts/ (member, demo data)', {
      url: api('/api/forum/posts/'),
      headers: bearer,
    });

    const page = (n: number, search?: string) =>
      api(`/api/forum/posts/?page_size=20&page=${n}${search ? `&search=${search}` : ''}`);
    await fillQuietly(db, authorIds, 0, 1000);
    const small = await measure('forum page 1, 1,000 posts', { url: page(1), headers: bearer });
    const smallSearch = await measure(`forum search '${SEARCH_TERM}', 1,000 posts`, {
      url: page(1, SEARCH_TERM),
      headers: bearer,
    });
    await fillQuietly(db, authorIds, 1000, 10_000);
    const large = await measure('forum page 1, 10,000 posts', { url: page(1), headers: bearer });
    await measure('forum page 400, 10,000 posts', { url: page(400), headers: bearer });
    const largeSearch = await measure(`forum search '${SEARCH_TERM}', 10,000 posts`, {
      url: page(1, SEARCH_TERM),
      headers: bearer,
    });
    await measure('POST /api/login/ (argon2id, 10 connections)', {
      url: api('/api/login/'),
      connections: 10,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: members[0]!.username, password: BENCH_PASSWORD }),
        },
      ],
    });
    console.log(
      `bare Fastify 5 before each scenario: ${bareRuns.map((r) => fmt(r)).join(', ')} req/s ` +
        `(ratios are to the run just before)`,
    );
    console.log(
      `growth (p50 at 10,000 ÷ p50 at 1,000 posts): page 1 ${fmt(large.p50 / Math.max(small.p50, 1), 2)}, ` +
        `search ${fmt(largeSearch.p50 / Math.max(smallSearch.p50, 1), 2)} ` +
        `(p50 ${small.p50}/${large.p50} ms, search ${smallSearch.p50}/${largeSearch.p50} ms)`,
    );
    const burst = await runBurst({ url: page(1), headers: bearer }, api('/api/courses/'));
    console.log(
      `burst of ${burst.count} new connections during 50 busy ones (forum page 1): ${burst.answered} answered, ` +
        `p50 ${fmt(burst.p50)} ms, p99 ${fmt(burst.p99)} ms, slowest ${fmt(burst.max)} ms` +
        (burst.errors.length > 0 ? `, errors: ${burst.errors.join('; ')}` : ''),
    );
    console.log(`event-loop delay p99, worst scenario: ${fmt(worstLoop, 1)} ms`);
    console.log(`rss after the scenarios: ${fmt((await server.stats()).rss / MB)} MB`);

    if (MIXED_SECONDS > 0) {
      const mixed = await runMixed({
        address: server.address,
        tokens: tokens.slice(1),
        seconds: MIXED_SECONDS,
        db,
      });
      const s = await server.stats();
      console.log(
        `mixed load, 200 connections ${MIXED_SECONDS} s: ${fmt(mixed.rps)} req/s, p50 ${mixed.p50} ms, p99 ${mixed.p99} ms, ` +
          `failures ${mixed.failures}, writes acknowledged ${mixed.acknowledged}, stored ${mixed.stored}, acknowledged but lost ${mixed.lost}, duplicated ${mixed.duplicated}, ` +
          `rss ${fmt(s.rss / MB)} MB, loop p99 ${fmt(s.eventLoopP99, 1)} ms`,
      );
    }
    const end = await server.stats();
    console.log(
      `rss after the bench: ${fmt(end.rss / MB)} MB (the server thread's V8 heap ${fmt(end.heapCommitted / MB)} MB, ` +
        `the embedded database's WebAssembly memory ${fmt(end.webAssemblyResident / MB)} MB)`,
    );
  } finally {
    await database?.close();
    await server?.stop();
    bare.child.kill('SIGTERM');
    await pg?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
