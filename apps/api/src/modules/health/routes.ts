import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@gjs/shared';
import { z } from 'zod';
import { pingDatabase } from '../../db/probes.ts';
import { readiness } from './readiness.ts';
import { routePath } from '../../lib/route-path.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(app, endpoints.health.check),
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness with a database round trip',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
          503: z.object({ status: z.literal('error'), database: z.literal('unreachable') }),
        },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error' as const, database: 'unreachable' as const });
      }
    },
  );

  const check = z.enum(['ok', 'unreachable', 'not used']);
  const readinessSchema = z.object({
    status: z.enum(['ready', 'not ready']),
    draining: z.boolean(),
    database: check,
    redis: check,
    storage: check,
  });
  app.get(
    routePath(app, endpoints.health.ready),
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: database, Redis and storage reachable, and not shutting down (503 otherwise)',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const answer = await readiness(app);
      return reply.code(answer.status === 'ready' ? 200 : 503).send(answer);
    },
  );
};
export default routes;
