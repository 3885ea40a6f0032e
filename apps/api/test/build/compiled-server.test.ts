import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config.ts';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';
import { processStore, startServer } from '../cli/processes.ts';

describe('the compiled server (npm run serve)', () => {
  it('runs with the V8 settings and the environment the bench measures it with', () => {
    const scripts = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).scripts;
    const env = Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`);
    expect(scripts.serve).toBe(
      `${env.join(' ')} node ${SERVER_NODE_FLAGS.join(' ')} apps/api/scripts/run.mjs server`,
    );
  });

  it('starts from the JavaScript bundle and answers /api/health', async () => {
    const store = await processStore({ migrated: true });
    const server = await startServer(store.env, { compiled: true });
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
    await fetch(`${server.url}/api/health?again=1`);
    const stopped = await server.stop();
    expect(stopped.code).toBe(0);

    // One log line per request, written out before the process ended.
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('/api/health'));
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health' },
      res: { statusCode: 200 },
    });
  }, 90_000);

  // On the embedded database whatever the run's database: the first start it checks is the embedded one's (the
  // PostgreSQL store of a PostgreSQL run stays unused). No transcoding: the demo videos' streams are not its subject.
  it('creates the embedded database and the demo content on a first start in a process of its own', async () => {
    const store = await processStore();
    const server = await startServer(
      { ...store.env, DATABASE_URL: '', SEED_DEMO: 'true', TRANSCODE_CONCURRENCY: '0' },
      { compiled: true },
    );
    const courses = await fetch(`${server.url}/api/courses/`);
    expect(courses.status).toBe(200);
    expect(((await courses.json()) as unknown[]).length).toBeGreaterThan(0);
    // The server opened a database that was ready: it seeded nothing itself.
    expect(server.output()).not.toContain('first start: demo content seeded');
    expect((await server.stop()).code).toBe(0);
  }, 120_000);
});
