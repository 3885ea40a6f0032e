import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  chapterProgressSchema,
  courseProgressSchema,
  endpoints,
  messageErrorSchema,
  progressDoneSchema,
  progressSaveSchema,
  progressSummarySchema,
} from '@gjs/shared';
import * as progress from './service.ts';
import { routePath } from '../../lib/route-path.ts';

/** Always the caller's own progress (decision 0600): the member comes from the token, never from the request. */
const member = (request: FastifyRequest): progress.Member => ({
  id: request.user.id,
  isStaff: request.user.isStaff,
});

const denied = { 401: messageErrorSchema, 403: messageErrorSchema };

const routes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db };

  app.put(
    routePath(app, endpoints.progress.save),
    {
      config: { leavesAccountsUnchanged: true },
      schema: {
        tags: ['progress'],
        summary: "Save the member's position in a chapter video and the seconds played since the last save",
        params: z.object({ id: z.string() }),
        body: progressSaveSchema,
        response: { 200: chapterProgressSchema, 400: messageErrorSchema, ...denied, 404: messageErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return progress.save(deps, request.params.id, member(request), request.body);
    },
  );

  app.put(
    routePath(app, endpoints.progress.setDone),
    {
      config: { leavesAccountsUnchanged: true },
      schema: {
        tags: ['progress'],
        summary: 'Mark or unmark a chapter as done for the member',
        params: z.object({ id: z.string() }),
        body: progressDoneSchema,
        response: { 200: chapterProgressSchema, 400: messageErrorSchema, ...denied, 404: messageErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return progress.setDone(deps, request.params.id, member(request), request.body);
    },
  );

  app.get(
    routePath(app, endpoints.progress.course),
    {
      schema: {
        tags: ['progress'],
        summary: "The member's progress per chapter of one course",
        params: z.object({ id: z.string() }),
        response: { 200: courseProgressSchema, ...denied, 404: messageErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return progress.courseProgress(deps, request.params.id, member(request));
    },
  );

  app.get(
    routePath(app, endpoints.progress.summary),
    {
      schema: {
        tags: ['progress'],
        summary: "The member's progress per published course, with the last chapter touched",
        response: { 200: progressSummarySchema, ...denied },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return progress.summary(deps, member(request));
    },
  );
};
export default routes;
