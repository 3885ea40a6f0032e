import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListSchema, auditQuerySchema } from '@gjs/shared';
import { listAuditEntries } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log/',
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
