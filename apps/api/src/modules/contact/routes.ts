import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageSchema, contactResponseSchema, messageErrorSchema, endpoints } from '@gjs/shared';
import * as contact from './service.ts';
import { routePath } from '../../lib/route-path.ts';

const HOUR_MS = 60 * 60 * 1000;

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    routePath(app, endpoints.contact.submit),
    {
      config: {
        rateLimit: {
          max: app.config.contactRateLimit,
          timeWindow: HOUR_MS,
          keyGenerator: (request) => `contact:${request.ip}`,
        },
      },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the school (public; stored and e-mailed; rate limited per address)',
        body: contactMessageSchema,
        response: { 200: contactResponseSchema, 400: messageErrorSchema, 429: messageErrorSchema },
      },
    },
    async (request) =>
      contact.submit(
        {
          db: app.db,
          mailer: app.mailer,
          log: request.log,
          siteSettings: app.siteSettings,
          config: app.config,
        },
        request.body,
      ),
  );
};
export default routes;
