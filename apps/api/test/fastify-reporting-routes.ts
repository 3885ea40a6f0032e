import type * as FastifyModule from 'fastify';
import type { RouteOptions } from 'fastify';

/**
 * Fastify as the app imports it, with an onRoute hook added on every instance as it is created: a test file mocks
 * 'fastify' with it (`vi.mock('fastify', async (original) => (await import(...)).fastifyReportingRoutes(...))`) to see
 * every route the app registers, with its options.
 */
export function fastifyReportingRoutes(
  actual: typeof FastifyModule,
  onRoute: (route: RouteOptions) => void,
): typeof FastifyModule {
  const create = ((options?: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', onRoute);
    return app;
  }) as typeof actual.default;
  return { ...actual, default: create, fastify: create };
}
