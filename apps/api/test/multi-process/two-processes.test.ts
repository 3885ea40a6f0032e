import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { createAccount } from '../../src/modules/accounts/index.ts';
import { multipart, firstSeedFile } from '../admin/support.ts';
import { registerCleanup } from '../cleanup.ts';
import { startServer, runCli, type RunningServer } from '../cli/processes.ts';
import { startS3Server, type S3TestServer } from '../fakes/s3-server.ts';
import { freshPostgresDatabase, queryRows } from '../helper.ts';
import { requireWebBuild, WEB_DIST_DIR } from '../web-app/support.ts';

/**
 * Two API processes of one build on one PostgreSQL database, the machine's Redis and an S3 server: nobody can tell
 * which process answered (docs/decisions/0500-0503). Runs in CI, where the API tests use PostgreSQL.
 */
const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'gypsy-swing-42';
const SLOW = 180_000;
const run = `${Date.now().toString(36)}${process.pid}`;

let a: RunningServer;
let b: RunningServer;
let s3: S3TestServer;
let db: DatabaseHandle;
let databaseUrl: string;
const env: Record<string, string> = {};

async function json(server: RunningServer, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

const login = async (server: RunningServer, username: string) => {
  const res = await json(server, 'POST', '/api/login/', { username, password: PASSWORD });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { access: string; refresh: string };
};

/** Polls until `check` holds; answers how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const pg = await freshPostgresDatabase();
const redisUp = await (async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();

describe.skipIf(!pg)('two API processes on one PostgreSQL database, Redis and S3', () => {
  beforeAll(async () => {
    if (!redisUp) throw new Error(`Redis is not reachable at ${REDIS_URL} (set TEST_REDIS_URL)`);
    requireWebBuild();
    databaseUrl = pg!.url;
    s3 = await startS3Server();
    Object.assign(env, s3.env, {
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '4',
      REDIS_URL,
      JWT_SECRET: 'a-secret-every-process-shares-0123456789',
      MEDIA_SIGNING_SECRET: 'media-secret-every-process-shares-0123456789',
      METRICS_TOKEN: 'metrics-token-of-the-two-processes',
      WEB_DIST_DIR,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      LOGIN_RATE_LIMIT: '3',
      FORUM_POST_RATE_LIMIT: '100000',
      BILLING_JOBS_INTERVAL_SECONDS: '1',
    });
    // Each process has its own data folder: nothing they share may live there.
    const dataDir = () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-two-'));
      registerCleanup(async () => fs.rmSync(dir, { recursive: true, force: true }));
      return dir;
    };
    // The first start migrates; the second finds the migrations done.
    a = await startServer({ ...env, DATA_DIR: dataDir() }, { compiled: true });
    b = await startServer({ ...env, DATA_DIR: dataDir() }, { compiled: true });
    db = await openDatabase({ databaseUrl, migrate: false });
    for (const [username, isStaff] of [
      [`owner${run}`, true],
      [`member${run}`, false],
      [`target${run}`, false],
    ] as const) {
      await createAccount(db.db, {
        username,
        email: `${username}@example.com`,
        password: PASSWORD,
        isStaff,
        subscription: 'active',
      });
    }
  }, SLOW);

  afterAll(async () => {
    await db?.close();
    await s3?.close();
    await pg?.drop();
  });

  it('counts login attempts across both processes (Redis)', async () => {
    const attempt = (server: RunningServer) =>
      json(server, 'POST', '/api/login/', { username: `target${run}`, password: 'wrong-password' });
    expect((await attempt(a)).status).toBe(401);
    expect((await attempt(b)).status).toBe(401);
    expect((await attempt(a)).status).toBe(401);
    expect((await attempt(b)).status).toBe(429);
  });

  it('accepts on one process the tokens of the other, and detects a reused refresh token across them', async () => {
    const first = await login(a, `member${run}`);
    expect((await json(b, 'GET', '/api/profile/', undefined, first.access)).status).toBe(200);
    const rotated = await json(a, 'POST', '/api/auth/refresh/', { refresh: first.refresh });
    expect(rotated.status).toBe(200);
    expect((await json(b, 'GET', '/api/profile/', undefined, rotated.body['access'] as string)).status).toBe(
      200,
    );
    // The old refresh token again, on the other process: a reuse, so the whole login ends.
    expect((await json(b, 'POST', '/api/auth/refresh/', { refresh: first.refresh })).status).toBe(401);
    expect((await json(a, 'POST', '/api/auth/refresh/', { refresh: rotated.body['refresh'] })).status).toBe(
      401,
    );

    // The same token presented to both at the same moment rotates once.
    const second = await login(b, `member${run}`);
    const both = await Promise.all([
      json(a, 'POST', '/api/auth/refresh/', { refresh: second.refresh }),
      json(b, 'POST', '/api/auth/refresh/', { refresh: second.refresh }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('refuses on the other process, within a second, an access token that a logout on one process ended', async () => {
    const username = `kept${run}`;
    await createAccount(db.db, {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      subscription: 'active',
    });
    const session = await login(a, username);
    const onB = () => json(b, 'GET', '/api/profile/', undefined, session.access);
    expect((await onB()).status).toBe(200);
    expect((await onB()).status).toBe(200); // b now keeps the account (decision 0014)
    expect((await json(a, 'POST', '/api/logout/', { refresh: session.refresh })).status).toBeLessThan(300);
    const took = await within(1000, async () => (await onB()).status === 401);
    console.log(`the logout reached the other process's kept account after ${took} ms`);
  });

  it("shows an admin course change made on one process in the other's rendered page within a second", async () => {
    const owner = await login(a, `owner${run}`);
    const created = await json(
      a,
      'POST',
      '/api/admin/courses/',
      {
        name: `Douce Ambiance ${run}`,
        description: 'A tune.',
        level: 'beginner',
        language: 'english',
        category: 'Songs',
        thumbnail: null,
      },
      owner.access,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const page = () => fetch(`${b.url}/courses`).then((r) => r.text());
    expect(await page()).not.toContain(`Douce Ambiance ${run}`); // B renders and keeps the page now
    const published = await json(
      a,
      'PUT',
      `/api/admin/courses/${created.body['id']}/publish/`,
      { is_published: true },
      owner.access,
    );
    expect(published.status).toBe(200);
    const ms = await within(1000, async () => (await page()).includes(`Douce Ambiance ${run}`));
    console.info(`a course change reached the other process's page in ${ms} ms`);
  });

  it('switches maintenance on for both processes within a second, and off again', async () => {
    const owner = await login(b, `owner${run}`);
    expect((await json(a, 'GET', '/api/courses/')).status).toBe(200);
    expect(
      (await json(b, 'PUT', '/api/admin/settings/', { maintenance_mode: true }, owner.access)).status,
    ).toBe(200);
    await within(1000, async () => (await json(a, 'GET', '/api/courses/')).status === 503);
    expect(
      (await json(a, 'PUT', '/api/admin/settings/', { maintenance_mode: false }, owner.access)).status,
    ).toBe(200);
    await within(1000, async () => (await json(b, 'GET', '/api/courses/')).status === 200);
  });

  it('streams an upload made through one process from the other, by byte ranges', async () => {
    const owner = await login(a, `owner${run}`);
    const video = firstSeedFile('videos', '.mp4');
    const body = multipart(video, 'lesson.mp4');
    const uploaded = await fetch(`${a.url}/api/admin/uploads/video/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.access}`, ...body.headers },
      body: body.payload,
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const part = await fetch(`${b.url}${url}`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${video.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(100, 200))).toBe(true);
  });

  it('runs the billing lifecycle job once per interval across both processes', async () => {
    const runs = async () => {
      const counts = { done: 0, skipped: 0 };
      for (const server of [a, b]) {
        const text = await fetch(`${server.url}/metrics`, {
          headers: { authorization: `Bearer ${env['METRICS_TOKEN']}` },
        }).then((r) => r.text());
        for (const outcome of ['done', 'skipped'] as const) {
          const m = new RegExp(
            `job_runs_total\\{job="billing-lifecycle",outcome="${outcome}"\\} (\\d+)`,
          ).exec(text);
          counts[outcome] += Number(m?.[1] ?? 0);
        }
      }
      return counts;
    };
    const before = await runs();
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const after = await runs();
    const slots = Math.ceil((Date.now() - started) / 1000) + 1;
    const done = after.done - before.done;
    expect(done).toBeGreaterThanOrEqual(2);
    expect(done).toBeLessThanOrEqual(slots);
    // Both processes tried every second; the one that came second in a slot skipped.
    expect(after.skipped - before.skipped).toBeGreaterThanOrEqual(2);
  });

  it(
    'backs the school up while both run, and the backup restores into a new database with the same data',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-two-backup-'));
      registerCleanup(async () => fs.rmSync(dir, { recursive: true, force: true }));
      const file = path.join(dir, 'school.tar');
      const cliEnv = { ...env, DATA_DIR: dir };
      const backedUp = await runCli(['backup', file], cliEnv);
      expect(backedUp.code, backedUp.stderr).toBe(0);
      const target = await freshPostgresDatabase();
      registerCleanup(async () => target?.drop());
      const restored = await runCli(['restore', file], { ...cliEnv, DATABASE_URL: target!.url });
      expect(restored.code, restored.stderr).toBe(0);
      const copy = await openDatabase({ databaseUrl: target!.url, migrate: false });
      try {
        const snapshot = async (handle: DatabaseHandle) => ({
          users: await queryRows(handle.db, sql`select username, password_hash from users order by id`),
          courses: await queryRows(handle.db, sql`select name, is_published from courses order by id`),
        });
        expect(await snapshot(copy)).toEqual(await snapshot(db));
      } finally {
        await copy.close();
      }
    },
    SLOW,
  );

  it(
    'loses no acknowledged write when one process is killed mid-load, and the other keeps serving',
    async () => {
      const member = await login(a, `member${run}`);
      const acknowledged: string[] = [];
      const failuresOnB: number[] = [];
      const post = async (server: RunningServer, i: number) => {
        const subject = `chaos ${run} ${server === a ? 'a' : 'b'} ${i}`;
        try {
          const res = await json(
            server,
            'POST',
            '/api/forum/posts/',
            { subject, content: 'la pompe', category: 'general' },
            member.access,
          );
          if (res.status === 201) acknowledged.push(subject);
          else if (server === b) failuresOnB.push(res.status);
        } catch {
          if (server === b) failuresOnB.push(0);
        }
      };
      const load = Array.from({ length: 60 }, (_, i) =>
        new Promise((resolve) => setTimeout(resolve, i * 15)).then(() => post(i % 2 ? a : b, i)),
      );
      setTimeout(() => a.kill('SIGKILL'), 300);
      await Promise.all(load);
      expect(failuresOnB).toEqual([]);
      expect((await json(b, 'GET', '/api/health')).status).toBe(200);
      const stored = await queryRows<{ subject: string; n: number }>(
        db.db,
        sql`select subject, count(*)::int as n from forum_posts
        where subject like ${`chaos ${run} %`} group by subject`,
      );
      const counts = new Map(stored.map((r) => [r.subject, r.n]));
      for (const subject of acknowledged) expect(counts.get(subject), subject).toBe(1);
      expect(acknowledged.filter((s) => s.includes(' b ')).length).toBe(30);
    },
    SLOW,
  );
});
