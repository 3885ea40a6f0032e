import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  courseSettingsSchema,
  endpoints,
  messageErrorSchema,
  practiceReportAnswerSchema,
  practiceReportSchema,
  practiceSummarySchema,
  storedCourseSettingsSchema,
  storedTrackSettingsSchema,
  trackSettingsSchema,
} from '@gjs/shared';
import * as practice from './service.ts';
import { routePath } from '../../lib/route-path.ts';

/** Always the caller's own settings and log (decision 0630): the member comes from the token, never the request. */
const member = (request: FastifyRequest): practice.Member => ({
  id: request.user.id,
  isStaff: request.user.isStaff,
});
const privateAnswer = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

const denied = { 401: messageErrorSchema, 403: messageErrorSchema };
const idParams = z.object({ id: z.string() });
const tags = ['practice'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db };

  app.get(
    routePath(app, endpoints.practice.trackSettings),
    {
      schema: {
        tags,
        summary: "The member's last tempo, loop and ramp for a backing track, or null",
        params: idParams,
        response: { 200: storedTrackSettingsSchema, ...denied, 404: messageErrorSchema },
      },
    },
    async (request, reply) => {
      privateAnswer(reply);
      return practice.trackSettings(deps, request.params.id, member(request));
    },
  );

  app.put(
    routePath(app, endpoints.practice.saveTrackSettings),
    {
      config: { leavesAccountsUnchanged: true },
      schema: {
        tags,
        summary: "Remember the member's tempo, loop and ramp for a backing track",
        params: idParams,
        body: trackSettingsSchema,
        response: { 200: trackSettingsSchema, 400: messageErrorSchema, ...denied, 404: messageErrorSchema },
      },
    },
    async (request, reply) => {
      privateAnswer(reply);
      return practice.saveTrackSettings(deps, request.params.id, member(request), request.body);
    },
  );

  app.get(
    routePath(app, endpoints.practice.courseSettings),
    {
      schema: {
        tags,
        summary: "The member's video speed for a course, or null",
        params: idParams,
        response: { 200: storedCourseSettingsSchema, ...denied, 404: messageErrorSchema },
      },
    },
    async (request, reply) => {
      privateAnswer(reply);
      return practice.courseSettings(deps, request.params.id, member(request));
    },
  );

  app.put(
    routePath(app, endpoints.practice.saveCourseSettings),
    {
      config: { leavesAccountsUnchanged: true },
      schema: {
        tags,
        summary: "Remember the member's video speed for a course",
        params: idParams,
        body: courseSettingsSchema,
        response: { 200: courseSettingsSchema, 400: messageErrorSchema, ...denied, 404: messageErrorSchema },
      },
    },
    async (request, reply) => {
      privateAnswer(reply);
      return practice.saveCourseSettings(deps, request.params.id, member(request), request.body);
    },
  );

  app.get(
    routePath(app, endpoints.practice.log),
    {
      schema: {
        tags,
        summary:
          "The member's practice: minutes this week, streak, the last 12 weeks and the most practised items",
        response: { 200: practiceSummarySchema, ...denied },
      },
    },
    async (request, reply) => {
      privateAnswer(reply);
      return practice.summary(deps, member(request));
    },
  );

  app.post(
    routePath(app, endpoints.practice.report),
    {
      config: { leavesAccountsUnchanged: true },
      schema: {
        tags,
        summary: 'Add seconds actually played of a track or chapter to the practice log',
        body: practiceReportSchema,
        response: {
          200: practiceReportAnswerSchema,
          400: messageErrorSchema,
          ...denied,
          404: messageErrorSchema,
        },
      },
    },
    async (request, reply) => {
      privateAnswer(reply);
      return practice.report(deps, member(request), request.body);
    },
  );

  app.delete(
    routePath(app, endpoints.practice.deleteLog),
    {
      config: { leavesAccountsUnchanged: true },
      schema: {
        tags,
        summary: "Delete the member's whole practice log",
        response: { 204: z.null().describe('Deleted'), ...denied },
      },
    },
    async (request, reply) => {
      await practice.deleteLog(deps, member(request));
      return reply.code(204).send(null);
    },
  );
};
export default routes;
