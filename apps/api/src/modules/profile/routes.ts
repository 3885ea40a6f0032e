import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageErrorSchema, profileSchema, profileUpdateSchema, endpoints } from '@gjs/shared';
import * as profile from './service.ts';
import { routePath } from '../../lib/route-path.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(app, endpoints.profile.get),
    {
      schema: {
        tags: ['profile'],
        summary: "The logged-in user's profile and subscription",
        response: { 200: profileSchema, 401: messageErrorSchema },
      },
    },
    // The account the authentication read holds the whole profile: no second query.
    async (request) => profile.toProfile(request.account, app.config.mediaBaseUrl),
  );

  app.patch(
    routePath(app, endpoints.profile.update),
    {
      schema: {
        tags: ['profile'],
        summary: 'Update e-mail, names, level, language, bio and notifications',
        body: profileUpdateSchema,
        response: { 200: profileSchema, 400: messageErrorSchema, 401: messageErrorSchema },
      },
    },
    async (request) => profile.updateProfile(app, request.user.id, request.body),
  );
};
export default routes;
