import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@gjs/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
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
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error' as const, database: 'unreachable' as const });
      }
    },
  );
};
export default routes;
