import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingMailer } from '../helper.ts';
import { buildApp, type App } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/types.ts';

/** The app on a stand-in database whose round trip succeeds or fails; real round trips run in the other files. */
async function appWithDatabase(execute: () => Promise<unknown>): Promise<App> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'gjs-health-unused'),
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
  });
  const db = { execute } as unknown as Database;
  const app = await buildApp({
    config,
    database: { db, kind: 'postgres', close: async () => {} },
    mailer: recordingMailer(),
  });
  await app.ready();
  return app;
}

let up: App;
let down: App;
beforeAll(async () => {
  up = await appWithDatabase(async () => [{ '?column?': 1 }]);
  down = await appWithDatabase(async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.5:5432 (password=hunter2)');
  });
});
afterAll(async () => {
  await up.close();
  await down.close();
});

describe('GET /api/health', () => {
  it('answers 200 {status: ok, database: ok} when the database answers', async () => {
    const res = await up.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database is unreachable, revealing nothing about the failure', async () => {
    const res = await down.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', database: 'unreachable' });
    expect(res.body).not.toMatch(/ECONNREFUSED|hunter2|10\.0\.0\.5/);
  });

  it('needs no token: a garbage bearer token is ignored', async () => {
    const res = await up.inject({ url: '/api/health', headers: { authorization: 'Bearer garbage' } });
    expect(res.statusCode).toBe(200);
  });
});
