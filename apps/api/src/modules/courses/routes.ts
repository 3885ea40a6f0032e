import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courseDetailSchema,
  courseListSchema,
  messageErrorSchema,
  upcomingCourseListSchema,
  endpoints,
} from '@gjs/shared';
import { sendSerialized } from '../../lib/json-serializer.ts';
import * as courses from './service.ts';
import { routePath } from '../../lib/route-path.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(app, endpoints.courses.list),
    {
      schema: {
        tags: ['courses'],
        summary: 'Published courses, newest first (public)',
        response: { 200: courseListSchema },
      },
    },
    // The same for every visitor: written once per load of the list (plugins/app/shared-caches.ts).
    async (_request, reply) => sendSerialized(reply, await app.sharedCaches.courseListJson.get()),
  );

  app.get(
    routePath(app, endpoints.courses.upcoming),
    {
      schema: {
        tags: ['courses'],
        summary: 'Courses announced for a future publish date, soonest first (public)',
        response: { 200: upcomingCourseListSchema },
      },
    },
    async () => courses.listUpcoming(app),
  );

  app.get(
    routePath(app, endpoints.courses.get),
    {
      schema: {
        tags: ['courses'],
        summary: 'A course with its chapters and signed media URLs (trial, active subscription or staff)',
        // Checked by the service, so that any unknown id answers 'Course not found'.
        params: z.object({ id: z.string() }),
        response: {
          200: courseDetailSchema,
          401: messageErrorSchema,
          403: messageErrorSchema,
          404: messageErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return courses.getCourse(app, request.params.id, request.user);
    },
  );
};
export default routes;
