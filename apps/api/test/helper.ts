import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import type { SQL } from 'drizzle-orm';
import { inject } from 'vitest';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import * as schema from '../src/db/schema/index.ts';
import { buildApp, type App, type BuildOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { embeddedTemplate, PGLITE_OPTIONS } from '../src/db/embedded-pglite.ts';
import type { Database } from '../src/db/types.ts';
import type { Mailer, OutgoingMail } from '../src/lib/mailer.ts';
import { registerCleanup } from './cleanup.ts';

/**
 * A new, empty PostgreSQL database on the server of TEST_DATABASE_URL, or undefined when the tests run on PGlite.
 * Child processes (CLI, server) get its URL as DATABASE_URL; `drop` removes it again.
 */
export const TEST_POOL_SIZE = 4;

export async function freshPostgresDatabase(
  options: { migrated?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) return undefined;
  const name = `gjs_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  // `migrated`: a copy of the run's migrated template (test/postgres-template.ts), else an empty database.
  const template = options.migrated ? inject('postgresTemplate') : undefined;
  await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A migrated embedded database as a tarball (the server's own template, src/db/embedded-template.ts). */
export const migratedPgliteDump = embeddedTemplate;

async function freshPglite(): Promise<DatabaseHandle> {
  const client = new PGlite({ ...PGLITE_OPTIONS, loadDataDir: await migratedPgliteDump() });
  await client.waitReady;
  // The same driver settings as src/db/client.ts.
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database;
  return { db, kind: 'memory', close: () => client.close() };
}

/**
 * A fresh database per test file: an in-memory PGlite by default, or a new database on the PostgreSQL server of
 * TEST_DATABASE_URL (dropped again afterwards), so the same tests run on both engines.
 */
async function freshDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const pg = await freshPostgresDatabase({ migrated: true });
  if (!pg) return { handle: await freshPglite(), drop: async () => {} };
  // A small pool: many test files and server processes share the one PostgreSQL server and its max_connections.
  return { handle: await openDatabase({ databaseUrl: pg.url, poolSize: TEST_POOL_SIZE }), drop: pg.drop };
}

/** Records mail instead of sending it; mail tests against a real SMTP peer build their own mailer. */
export function recordingMailer(): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return { sent, send: async (mail) => void sent.push(mail), close: () => {} };
}

export interface TestContext {
  app: App;
  config: Config;
  mail: OutgoingMail[];
  dataDir: string;
}

export interface TestAppOptions {
  /** Replaces the recording mailer. */
  mailer?: Mailer;
  /** Uses the app's own mailer (SMTP_URL or the outbox), as in production; ctx.mail then stays empty. */
  realMailer?: boolean;
  /** Runs before app.ready(), e.g. to add a route that only a test needs. */
  beforeReady?: (app: App) => void | Promise<void>;
  /** Replaces the silent logger, e.g. with a stream that a test reads. */
  logger?: BuildOptions['logger'];
}

/**
 * The configuration of a test app, in a data folder of its own: silent, a fresh JWT secret, no web app, and the
 * limits raised for tests that register, log in and write many times from one address (`env` overrides).
 */
export function testConfig(env: Record<string, string> = {}): { config: Config; dataDir: string } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
    // Tests of other features register and log in many times from one address; the limit tests set their own.
    REGISTRATION_RATE_LIMIT: '1000',
    LOGIN_ADDRESS_RATE_LIMIT: '1000',
    FORUM_POST_RATE_LIMIT: '1000',
    FORUM_COMMENT_RATE_LIMIT: '1000',
    ...env,
  });
  return { config, dataDir };
}

export async function buildTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestContext> {
  const { config, dataDir } = testConfig(env);
  const { handle, drop } = await freshDatabase();
  const mailer = recordingMailer();
  const app = await buildApp({
    config,
    database: handle,
    ...(options.realMailer ? {} : { mailer: options.mailer ?? mailer }),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  await options.beforeReady?.(app);
  await app.ready();
  registerCleanup(async () => {
    await app.close();
    await handle.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, config, mail: mailer.sent, dataDir };
}

/** Logs in through the real endpoint and returns the token pair. */
export async function login(app: App, username: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/login/', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login failed for ${username}: ${res.statusCode} ${res.body}`);
  return res.json<{ access: string; refresh: string }>();
}

export function bearer(access: string) {
  return { authorization: `Bearer ${access}` };
}

/** Raw SQL rows on either driver (PGlite answers {rows}, postgres-js an array). */
export async function queryRows<T = Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

/** The lines of a payload list in test/fixtures (a sample of PayloadsAllTheThings). */
export function payloads(name: 'xss' | 'sqli'): string[] {
  const file = path.join(import.meta.dirname, 'fixtures', `${name}-payloads.txt`);
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
}

/**
 * The whole app, every route registered, on a database that answers nothing: for tests that read the routes, not
 * call them. The owner's CLI route is registered too (it needs a key and a command runner; this one is never called).
 */
export async function appWithoutDatabase(): Promise<App> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'gjs-routes-unused'),
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
  });
  const db = { execute: async () => [] } as unknown as Database;
  const app = await buildApp({
    config,
    database: { db, kind: 'postgres', close: async () => {} },
    mailer: recordingMailer(),
    cliKey: 'k'.repeat(64),
    cliExecute: (async () => ({ code: 0 })) as unknown as NonNullable<BuildOptions['cliExecute']>,
  });
  await app.ready();
  return app;
}
