import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statsQuerySchema, statsSchema, adminEndpoints } from '@gjs/shared';
import { getStats } from './service.ts';
import { routePath } from '#lib/route-path.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(app, adminEndpoints.stats.get),
    {
      schema: {
        tags: ['admin'],
        summary: 'Page views per day, top pages, unique sessions, members by status, sign-ups per week',
        querystring: statsQuerySchema,
        response: { 200: statsSchema },
      },
    },
    async (request) => getStats(app.db, request.query),
  );
};
export default routes;
