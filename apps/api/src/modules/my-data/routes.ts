import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, memberDataSchema, messageErrorSchema } from '@gjs/shared';
import { routePath } from '../../lib/route-path.ts';
import { exportFileName, memberData } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(app, endpoints.profile.myData),
    {
      schema: {
        tags: ['profile'],
        summary:
          "The caller's own data as a JSON file (GDPR Art. 20): account, profile, subscription, forum, progress, practice, takes",
        response: { 200: memberDataSchema, 401: messageErrorSchema },
      },
    },
    async (request, reply) => {
      reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${exportFileName(request.user.username)}"`);
      return memberData(app.db, app.mediaUrls, request.user.id);
    },
  );
};
export default routes;
