/**
 * `npx tsx apps/api/bench/profile.ts <scenario> [out-dir]`: one bench scenario against the compiled server started
 * with `--cpu-prof`, to see where a request's time goes. Scenarios: courses, profile, forum (page 1 at 10,000
 * posts), forum-deep (page 400), forum-search (a search at 10,000 posts), login, mixed (the bench's mixed load at
 * 10,000 posts, BENCH_MIXED_SECONDS). Same database choice and seconds as `npm run bench` (BENCH_DATABASE_URL,
 * BENCH_SECONDS); BENCH_PORT fixes the server's port. The .cpuprofile files land in out-dir (default: a temp folder).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { openDatabase } from '../src/db/client.ts';
import { fillForum, SEARCH_TERM } from './fill-forum.ts';
import { benchMembers, BENCH_PASSWORD } from './members.ts';
import { load, type LoadOptions } from './load.ts';
import { runMixed } from './mixed.ts';
import { serverCommand, startServer } from './server-process.ts';
import { freePort } from './free-port.ts';

const scenario = process.argv[2] ?? 'courses';
const outDir = path.resolve(process.argv[3] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-profile-')));

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-profile-data-'));
  const serverUrl = process.env['BENCH_DATABASE_URL'];
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `gjs_profile_${Date.now()}_${process.pid}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const script = serverCommand();
  const args = [`--cpu-prof`, `--cpu-prof-dir=${outDir}`, ...script.args];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOGIN_RATE_LIMIT: '100000000',
    LOGIN_ADDRESS_RATE_LIMIT: '100000000',
    FORUM_POST_RATE_LIMIT: '100000000',
    FORUM_COMMENT_RATE_LIMIT: '100000000',
  };
  if (databaseUrl) env['DATABASE_URL'] = databaseUrl;
  else delete env['DATABASE_URL'];
  const port = process.env['BENCH_PORT'] ? Number(process.env['BENCH_PORT']) : await freePort();
  const server = await startServer({ args }, env, port);
  const database = await openDatabase({ databaseUrl, dataDir, migrate: false });
  try {
    // The mixed load, as in the bench: 21 members post and comment on each other's posts, so comments send reply
    // mails. The other scenarios need one member.
    const members = await benchMembers(database.db, server.address, scenario === 'mixed' ? 21 : 1);
    const { username, access } = members[0]!;
    const bearer = { authorization: `Bearer ${access}` };
    if (scenario.startsWith('forum') || scenario === 'mixed')
      await fillForum(
        database.db,
        members.map((m) => m.id),
        0,
        10_000,
      );
    if (scenario === 'mixed') {
      const seconds = Number(process.env['BENCH_MIXED_SECONDS'] ?? 30);
      const tokens = members.map((m) => m.access);
      const m = await runMixed({ address: server.address, tokens, seconds, db: database.db });
      const s = await server.stats();
      console.log(`mixed: ${JSON.stringify(m)} loop p99 ${s.eventLoopP99.toFixed(1)} ms`);
      return;
    }
    const api = (p: string) => `${server.address}${p}`;
    const scenarios: Record<string, LoadOptions> = {
      courses: { url: api('/api/courses/') },
      profile: { url: api('/api/profile/'), headers: bearer },
      forum: { url: api('/api/forum/posts/?page_size=20&page=1'), headers: bearer },
      'forum-deep': { url: api('/api/forum/posts/?page_size=20&page=400'), headers: bearer },
      'forum-search': {
        url: api(`/api/forum/posts/?page_size=20&page=1&search=${SEARCH_TERM}`),
        headers: bearer,
      },
      login: {
        url: api('/api/login/'),
        connections: 10,
        requests: [
          {
            method: 'POST' as const,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username, password: BENCH_PASSWORD }),
          },
        ],
      },
    };
    const options = scenarios[scenario] ?? { url: api(scenario) };
    await load({ ...options, seconds: 2 });
    const r = await load(options);
    const s = await server.stats();
    console.log(
      `${scenario}: ${r.rps.toFixed(0)} req/s p50 ${r.p50} ms p99 ${r.p99} ms failures ${r.failures} ` +
        `loop p99 ${s.eventLoopP99.toFixed(1)} ms rss ${(s.rss / 2 ** 20).toFixed(0)} MB`,
    );
  } finally {
    await database.close();
    await server.stop();
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`profile in ${outDir}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
