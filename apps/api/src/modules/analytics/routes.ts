import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageErrorSchema, pageViewRequestSchema, endpoints } from '@gjs/shared';
import { recordPageView } from './service.ts';
import { routePath } from '../../lib/route-path.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const allowed = new Set(app.config.analyticsAllowedOrigins);

  // The page-view endpoint may live on a separate analytics host; it then answers the web app's origin.
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && allowed.has(origin)) {
      reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
      reply.header('access-control-allow-headers', 'content-type');
      reply.header('access-control-allow-methods', 'POST, OPTIONS');
    }
  });
  app.options(
    routePath(app, endpoints.analytics.pageViewPreflight),
    { schema: { hide: true } },
    async (_request, reply) => reply.code(204).send(),
  );

  app.post(
    routePath(app, endpoints.analytics.recordPageView),
    {
      config: { rateLimit: { max: 600, timeWindow: 60 * 1000 }, leavesAccountsUnchanged: true },
      schema: {
        tags: ['analytics'],
        summary: 'Record one page view (path, session id and time only)',
        body: pageViewRequestSchema,
        response: { 201: z.object({ status: z.literal('recorded') }), 400: messageErrorSchema },
      },
    },
    async (request, reply) => {
      await recordPageView(app.db, request.body);
      return reply.code(201).send({ status: 'recorded' as const });
    },
  );
};
export default routes;
