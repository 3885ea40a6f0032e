import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSettingsUpdateSchema, siteSettingsSchema, adminEndpoints } from '@gjs/shared';
import { adminContext } from '../context.ts';
import { updateSettings } from './service.ts';
import { routePath } from '#lib/route-path.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(app, adminEndpoints.settings.get),
    { schema: { tags: ['admin'], summary: 'Every site setting', response: { 200: siteSettingsSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.siteSettings.get();
    },
  );
  app.put(
    routePath(app, adminEndpoints.settings.update),
    {
      schema: {
        tags: ['admin'],
        summary: 'Change some site settings; answers every setting',
        body: adminSettingsUpdateSchema,
        response: { 200: siteSettingsSchema },
      },
    },
    async (request) =>
      updateSettings({ ...adminContext(app, request), siteSettings: app.siteSettings }, request.body),
  );
};
export default routes;
