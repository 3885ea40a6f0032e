import type * as FastifyModule from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allEndpoints, endpointPath, endpoints, fillPath, adminEndpoints } from '@gjs/shared';
import { appWithoutDatabase, buildTestApp } from '../helper.ts';
import type { App } from '../../src/app.ts';

/**
 * The API's routes and the endpoints of the contracts are one list (docs/decisions/0310-endpoints-in-the-contracts.md):
 * every route the app registers under /api/ is declared there with its method, and every declared endpoint is
 * registered. The routes are collected with an onRoute hook on the app itself, added as Fastify creates it.
 */
const registered = vi.hoisted(() => new Set<string>());

vi.mock('fastify', async (importOriginal) =>
  (await import('../fastify-reporting-routes.ts')).fastifyReportingRoutes(
    await importOriginal<typeof FastifyModule>(),
    (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) registered.add(`${method} ${route.url}`);
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

/** The API's own routes: under /api/, less the documentation pages and the HEAD twins Fastify adds to GET routes. */
function apiRoutes(): string[] {
  return [...registered]
    .filter((route) => {
      const [method, url] = route.split(' ') as [string, string];
      return url.startsWith('/api/') && !url.startsWith('/api/docs') && method !== 'HEAD';
    })
    .sort();
}

describe('endpoints of the contracts', () => {
  it('are the routes the API registers, method and path', () => {
    const declared = allEndpoints()
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`)
      .sort();
    expect(apiRoutes().length).toBeGreaterThan(80);
    expect(apiRoutes()).toEqual(declared);
  });

  it('are declared once each', () => {
    const declared = allEndpoints().map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('fill their path parameters, encoded, and append the query', () => {
    expect(endpointPath(endpoints.forum.addComment, { id: 7 })).toBe('/api/forum/posts/7/comments/');
    expect(endpointPath(adminEndpoints.members.list, {}, new URLSearchParams({ q: 'a b' }))).toBe(
      '/api/admin/members/?q=a+b',
    );
    expect(endpointPath(adminEndpoints.courses.updateChapter, { id: 'a/b', chapterId: 2 })).toBe(
      '/api/admin/courses/a%2Fb/chapters/2/',
    );
  });
});

describe('who may call an endpoint, as the contracts state it', () => {
  it('turns away a caller without a session from every endpoint for accounts (401)', async () => {
    const ctx = await buildTestApp();
    const refused: string[] = [];
    for (const endpoint of allEndpoints()) {
      if (!['user', 'member', 'student', 'staff'].includes(endpoint.access)) continue;
      const response = await ctx.app.inject({
        method: endpoint.method,
        url: fillPath(endpoint.path, {
          id: 1,
          chapterId: 1,
          sectionId: 1,
          remarkId: 1,
          part: 0,
          kind: 'thumbnail',
        }),
        ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: {} }),
      });
      if (response.statusCode !== 401)
        refused.push(`${endpoint.method} ${endpoint.path}: ${response.statusCode}`);
    }
    expect(refused).toEqual([]);
  });
});
