import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as FastifyModule from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordingMailer } from '../helper.ts';
import { buildApp, type App } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/types.ts';

/**
 * A write route marked `leavesAccountsUnchanged` keeps the accounts of the cache (docs/decisions/014-the-account-cache.md):
 * if it wrote a user, a subscription or a profile, other requests would see the old account for up to 5 seconds.
 * These tests make every new mark a conscious step: the marked routes are listed here, and the modules that own
 * them write none of the tables the account is read from.
 */
const marked = vi.hoisted(() => new Map<string, string>());

vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const create = ((options?: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      const config = route.config as { leavesAccountsUnchanged?: boolean } | undefined;
      if (!config?.leavesAccountsUnchanged) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) marked.set(`${method} ${route.url}`, route.url);
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: create, fastify: create };
});

let app: App;
beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'gjs-account-marks-unused'),
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
  });
  const db = { execute: async () => [] } as unknown as Database;
  app = await buildApp({
    config,
    database: { db, kind: 'postgres', close: async () => {} },
    mailer: recordingMailer(),
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

/** The modules whose routes carry the mark, and so must never write an account. */
const MARKED_MODULES = ['forum', 'progress', 'practice', 'analytics'];

describe('routes that keep the cached accounts', () => {
  it('are exactly the forum, progress, practice and page-view writes', () => {
    expect([...marked.keys()].sort()).toEqual(
      [
        'POST /api/analytics/pageviews/',
        'POST /api/forum/posts/',
        'POST /api/forum/posts/:id/comments/',
        'PUT /api/progress/chapters/:id/',
        'PUT /api/progress/chapters/:id/done/',
        'PUT /api/practice/courses/:id/settings/',
        'PUT /api/practice/tracks/:id/settings/',
        'POST /api/practice/log/',
        'DELETE /api/practice/log/',
      ].sort(),
    );
  });

  it('belong to modules that write no user, subscription or profile', () => {
    const modules = path.resolve(import.meta.dirname, '../../src/modules');
    const writes: string[] = [];
    for (const name of MARKED_MODULES) {
      for (const file of fs.readdirSync(path.join(modules, name), { recursive: true }) as string[]) {
        if (!file.endsWith('.ts')) continue;
        const source = fs.readFileSync(path.join(modules, name, file), 'utf8');
        for (const match of source.matchAll(/\.(insert|update|delete)\(\s*(users|subscriptions|profiles)\b/g))
          writes.push(`${name}/${file}: ${match[0]}`);
      }
    }
    expect(writes).toEqual([]);
  });
});
