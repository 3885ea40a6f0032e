import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessDetailsSchema, publicSiteSettingsSchema } from '@gjs/shared';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/site-settings/',
    {
      schema: {
        tags: ['site-settings'],
        summary: 'Public site settings (registration, maintenance)',
        response: { 200: publicSiteSettingsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.siteSettings.getPublic();
    },
  );

  app.get(
    '/public/business-details/',
    {
      schema: {
        tags: ['site-settings'],
        summary: 'Provider details for the imprint, terms and privacy policy',
        response: { 200: businessDetailsSchema },
      },
    },
    async (_request, reply) => {
      // Legal details must follow a change by the owner at once, as the public settings do.
      reply.header('cache-control', 'no-store');
      return app.siteSettings.getBusinessDetails();
    },
  );
};
export default routes;
