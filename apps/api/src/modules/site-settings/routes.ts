import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businessDetailsSchema, messageErrorSchema, publicSiteSettingsSchema, endpoints } from '@gjs/shared';
import { openPromoStreamFile, openPromoVideo } from '../media/index.ts';
import { routePath } from '../../lib/route-path.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(app, endpoints.siteSettings.get),
    {
      schema: {
        tags: ['site-settings'],
        summary: 'Public site settings (registration, maintenance, promo video, teacher)',
        response: { 200: publicSiteSettingsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.siteSettings.getPublic((key) => app.mediaUrls.thumbnail(key));
    },
  );

  app.get(
    routePath(app, endpoints.siteSettings.businessDetails),
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

  app.get(
    routePath(app, endpoints.siteSettings.promoVideo),
    {
      schema: {
        tags: ['site-settings'],
        summary: "The home page's promo video (byte ranges; the URL's v parameter changes with the video)",
        querystring: z.object({ v: z.string().optional() }),
        response: {
          200: z.any().describe('The video'),
          206: z.any().describe('One byte range of the video'),
          304: z.any().describe('Not modified'),
          404: messageErrorSchema,
          416: z.any().describe('Range not satisfiable'),
        },
      },
    },
    async (request, reply) => {
      const { promo_video } = await app.siteSettings.get();
      const file = await openPromoVideo(app.storage, promo_video, request.headers);
      reply.code(file.status).headers(file.headers);
      return reply.send(file.body ?? '');
    },
  );

  app.get(
    routePath(app, endpoints.siteSettings.promoStream),
    {
      schema: {
        tags: ['site-settings'],
        summary: "A file of the promo video's adaptive stream (playlists, segments, poster)",
        params: z.object({ stream: z.string().describe('The stream'), '*': z.string() }),
        response: {
          200: z.any().describe('The file'),
          206: z.any().describe('One byte range of the file'),
          304: z.any().describe('Not modified'),
          404: messageErrorSchema,
          416: z.any().describe('Range not satisfiable'),
        },
      },
    },
    async (request, reply) => {
      const { promo_video } = await app.siteSettings.get();
      const file = await openPromoStreamFile(
        app.storage,
        app.db,
        promo_video,
        { stream: request.params.stream, file: request.params['*'] },
        request.headers,
      );
      reply.code(file.status).headers(file.headers);
      return reply.send(file.body ?? '');
    },
  );
};
export default routes;
