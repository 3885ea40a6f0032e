/**
 * `npm run bench`: throughput, latency and memory of the hot API paths on a real HTTP server over loopback, on the
 * embedded database (or DATABASE_URL). Bounded: a fixed number of requests per scenario.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { createAccount } from '../src/modules/auth/accounts.ts';
import { seedDemo } from '../src/db/seed/demo.ts';

const REQUESTS = Number(process.env['BENCH_REQUESTS'] ?? 2000);
const CONCURRENCY = Number(process.env['BENCH_CONCURRENCY'] ?? 16);

interface Scenario {
  name: string;
  request: (i: number) => { path: string; init?: RequestInit };
  requests?: number;
}

async function runScenario(base: string, s: Scenario) {
  const total = s.requests ?? REQUESTS;
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        const i = next++;
        const { path: p, init } = s.request(i);
        const t0 = performance.now();
        const res = await fetch(base + p, init);
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (res.status >= 400) failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
  console.log(
    `${s.name.padEnd(34)} ${String(total).padStart(5)} req  ${(total / seconds).toFixed(0).padStart(6)} req/s` +
      `  p50 ${pct(0.5)} ms  p95 ${pct(0.95)} ms  p99 ${pct(0.99)} ms  failures ${failures}`,
  );
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-bench-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    LOGIN_RATE_LIMIT: '1000000',
    LOGIN_ADDRESS_RATE_LIMIT: '1000000',
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : dataDir,
  });
  const app = await buildApp({ config, database });
  // The demo catalogue and forum, so that lists answer with real content.
  await seedDemo(database.db, app.storage);
  const webBuilt = fs.existsSync(path.join(config.webDistDir, 'server'));
  const username = `bench${crypto.randomBytes(4).toString('hex')}`;
  await createAccount(database.db, {
    username,
    email: `${username}@example.com`,
    password: 'bench-password-42',
    subscription: 'active',
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const json = { 'content-type': 'application/json' };
  const login = await fetch(`${address}/api/login/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username, password: 'bench-password-42' }),
  });
  const { access } = (await login.json()) as { access: string };

  console.log(`database: ${database.kind}, ${CONCURRENCY} concurrent clients, node ${process.version}`);
  if (!webBuilt) console.log('web app not built (npm run build): server-rendering scenarios skipped');
  const scenarios: Scenario[] = [
    { name: 'GET /api/health', request: () => ({ path: '/api/health' }) },
    { name: 'GET /api/public/site-settings/', request: () => ({ path: '/api/public/site-settings/' }) },
    {
      name: 'GET /api/profile/ (bearer)',
      request: () => ({ path: '/api/profile/', init: { headers: { authorization: `Bearer ${access}` } } }),
    },
    { name: 'GET /api/courses/ (catalogue)', request: () => ({ path: '/api/courses/' }) },
    {
      name: 'GET /api/backingtracks/ (bearer)',
      request: () => ({
        path: '/api/backingtracks/',
        init: { headers: { authorization: `Bearer ${access}` } },
      }),
    },
    {
      name: 'GET /api/forum/posts/ (bearer)',
      request: () => ({
        path: '/api/forum/posts/',
        init: { headers: { authorization: `Bearer ${access}` } },
      }),
    },
    ...(webBuilt
      ? [
          // Distinct query strings defeat the 5-second page cache: every request renders on the server.
          { name: 'GET /courses (server-rendered)', request: (i: number) => ({ path: `/courses?b=${i}` }) },
          { name: 'GET /pricing (cached render)', request: () => ({ path: '/pricing' }) },
        ]
      : []),
    {
      name: 'POST /api/analytics/pageviews/',
      // Stays under the endpoint's limit of 600 per minute and address.
      requests: 500,
      request: (i) => ({
        path: '/api/analytics/pageviews/',
        init: {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ page_url: `/courses/${i % 50}`, session_id: crypto.randomUUID() }),
        },
      }),
    },
    {
      name: 'POST /api/login/ (argon2id)',
      requests: 100,
      request: () => ({
        path: '/api/login/',
        init: {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ username, password: 'bench-password-42' }),
        },
      }),
    },
  ];
  for (const s of scenarios) await runScenario(address, s);
  const mem = process.memoryUsage();
  console.log(
    `memory after run: rss ${(mem.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(mem.heapUsed / 2 ** 20).toFixed(0)} MiB`,
  );
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
