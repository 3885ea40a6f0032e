import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privateLessonErrorSchema, privateLessonListSchema, endpoints } from '@gjs/shared';
import * as lessons from './service.ts';
import { routePath } from '../../lib/route-path.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(app, endpoints.privateLessons.list),
    {
      schema: {
        tags: ['private-lessons'],
        summary: "The caller's private lessons with signed media URLs (takes_lessons only)",
        response: {
          200: privateLessonListSchema,
          401: privateLessonErrorSchema,
          403: privateLessonErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return lessons.listOwnLessons(app, request.user.id);
    },
  );
};
export default routes;
