import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PRIVATE_LESSONS_FORBIDDEN,
  privateLessonErrorSchema,
  privateLessonListSchema,
  endpoints,
} from '@gjs/shared';
import { AppError } from '../../lib/errors.ts';
import * as lessons from './service.ts';
import { routePath } from '../../lib/route-path.ts';

/** This call's errors read `error` (decision 0424); `message` stays beside it for the app's common error handling. */
function errorBody(status: number, message: string): AppError {
  return new AppError(status, message, { error: message });
}

const routes: FastifyPluginAsyncZod = async (app) => {
  /** A logged-in user (401) whose takes_lessons flag is on (403), decision 0405. */
  async function requireStudent(request: FastifyRequest, reply: FastifyReply) {
    try {
      await app.requireUser(request, reply);
    } catch (error) {
      if (error instanceof AppError) throw errorBody(error.statusCode, error.message);
      throw error;
    }
    if (!request.user.takesLessons) throw errorBody(403, PRIVATE_LESSONS_FORBIDDEN);
  }

  app.get(
    routePath(app, endpoints.privateLessons.list),
    {
      onRequest: requireStudent,
      schema: {
        tags: ['private-lessons'],
        summary: "The caller's private lessons with signed media URLs (takes_lessons only)",
        security: [{ bearer: [] }],
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
