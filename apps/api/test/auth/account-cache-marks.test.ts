import fs from 'node:fs';
import path from 'node:path';
import type * as FastifyModule from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appWithoutDatabase } from '../helper.ts';
import type { App } from '../../src/app.ts';

/**
 * A write route marked `leavesAccountsUnchanged` keeps the accounts of the cache (docs/decisions/0014-the-account-cache.md):
 * if it wrote a user, a subscription or a profile, other requests would see the old account for up to 5 seconds.
 * These tests make every new mark a conscious step: the marked routes are listed here, and the modules that own
 * them write none of the tables the account is read from.
 */
const marked = vi.hoisted(() => new Set<string>());

vi.mock('fastify', async (importOriginal) =>
  (await import('../fastify-reporting-routes.ts')).fastifyReportingRoutes(
    await importOriginal<typeof FastifyModule>(),
    (route) => {
      const config = route.config as { leavesAccountsUnchanged?: boolean } | undefined;
      if (!config?.leavesAccountsUnchanged) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) marked.add(`${method} ${route.url}`);
    },
  ),
);

let app: App;
beforeAll(async () => {
  app = await appWithoutDatabase();
});
afterAll(async () => {
  await app.close();
});

describe('routes that keep the cached accounts', () => {
  it('are exactly the forum, progress, practice and page-view writes', () => {
    expect([...marked].sort()).toEqual(
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
    // A route's module is the first part of its path: /api/forum/... is modules/forum.
    const markedModules = new Set([...marked].map((route) => route.split(' ')[1]!.split('/')[2]!));
    expect([...markedModules].sort()).toEqual(['analytics', 'forum', 'practice', 'progress']);
    const writes: string[] = [];
    for (const name of markedModules) {
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
