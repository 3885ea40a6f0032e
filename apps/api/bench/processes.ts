import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { openDatabase } from '../src/db/client.ts';
import { createAccount } from '../src/modules/accounts/index.ts';
import { DEFAULT_CONNECTIONS, DEFAULT_SECONDS, load, type LoadResult } from './load.ts';
import { serverCommand, startServer, type ServerProcess } from './server-process.ts';
import { freePort } from './free-port.ts';

/**
 * `npm run bench:processes`: the same load served by one process, then by two behind no proxy (half the connections
 * to each), on one PostgreSQL database (BENCH_DATABASE_URL). Prints req/s, p50/p99 and the ratio of two to one.
 */
const PASSWORD = 'bench-password-42';

async function main() {
  const serverUrl = process.env['BENCH_DATABASE_URL'];
  if (!serverUrl)
    throw new Error('Set BENCH_DATABASE_URL to a PostgreSQL server (several processes need one).');
  const name = `gjs_bench_${Date.now()}_${process.pid}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dirs: string[] = [];
  const env = (): NodeJS.ProcessEnv => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-bench-proc-'));
    dirs.push(dir);
    return {
      ...process.env,
      DATA_DIR: dir,
      DATABASE_URL: url.toString(),
      SEED_DEMO: 'true',
      JWT_SECRET: 'bench-secret-shared-by-all-processes-0123',
      LOGIN_RATE_LIMIT: '100000000',
      LOGIN_ADDRESS_RATE_LIMIT: '100000000',
    };
  };
  const script = serverCommand();
  const servers: ServerProcess[] = [];
  try {
    servers.push(await startServer(script, env(), await freePort()));
    const database = await openDatabase({ databaseUrl: url.toString(), migrate: false });
    const username = `bench${crypto.randomBytes(3).toString('hex')}`;
    await createAccount(database.db, {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      subscription: 'active',
    });
    await database.close();
    const login = await fetch(`${servers[0]!.address}/api/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    const { access } = (await login.json()) as { access: string };
    const scenarios: { name: string; path: string; headers: Record<string, string> }[] = [
      { name: 'GET /api/courses/', path: '/api/courses/', headers: {} },
      {
        name: 'GET /api/profile/ (member)',
        path: '/api/profile/',
        headers: { authorization: `Bearer ${access}` },
      },
    ];
    const one: LoadResult[] = [];
    for (const s of scenarios)
      one.push(await load({ url: `${servers[0]!.address}${s.path}`, headers: s.headers }));
    servers.push(await startServer(script, env(), await freePort()));
    console.log(
      `${script.label} server, ${DEFAULT_CONNECTIONS} connections in all, ${DEFAULT_SECONDS} s per run, ` +
        `${os.cpus().length} cores (load generator on the same machine)`,
    );
    console.log('scenario | 1 process req/s (p50/p99 ms) | 2 processes req/s (p50/p99 ms) | ratio');
    for (const [i, s] of scenarios.entries()) {
      const halves = await Promise.all(
        servers.map((server) =>
          load({
            url: `${server.address}${s.path}`,
            headers: s.headers,
            connections: Math.ceil(DEFAULT_CONNECTIONS / 2),
          }),
        ),
      );
      const rps = halves.reduce((sum, r) => sum + r.rps, 0);
      const p50 = Math.max(...halves.map((r) => r.p50));
      const p99 = Math.max(...halves.map((r) => r.p99));
      const failures = halves.reduce((sum, r) => sum + r.failures, 0) + one[i]!.failures;
      console.log(
        `${s.name} | ${one[i]!.rps.toFixed(0)} (${one[i]!.p50}/${one[i]!.p99}) | ${rps.toFixed(0)} (${p50}/${p99}) | ` +
          `${(rps / one[i]!.rps).toFixed(2)}×${failures ? `, ${failures} failures` : ''}`,
      );
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
