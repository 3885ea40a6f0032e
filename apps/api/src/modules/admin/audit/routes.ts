import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListSchema, auditQuerySchema, adminEndpoints } from '@gjs/shared';
import { listAuditEntries } from './service.ts';
import { routePath } from '#lib/route-path.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(app, adminEndpoints.audit.list),
    {
      schema: {
        tags: ['admin'],
        summary: 'The latest admin writes, newest first, with optional filters',
        querystring: auditQuerySchema,
        response: { 200: auditListSchema },
      },
    },
    async (request) => listAuditEntries(app.db, request.query),
  );
};
export default routes;
