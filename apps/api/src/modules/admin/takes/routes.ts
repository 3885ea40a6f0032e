import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminTakeListSchema,
  adminTakeQuerySchema,
  messageErrorSchema,
  takeAnswerSchema,
  takeRemarkInputSchema,
  takeRemarkParamsSchema,
  takeReplyInputSchema,
  takeSchema,
  adminEndpoints,
} from '@gjs/shared';
import { routePath } from '#lib/route-path.ts';
import * as takes from '../../takes/index.ts';
import { idParamsSchema } from '../params.ts';

const tags = ['admin'];
const answer = { 200: takeSchema, 400: messageErrorSchema, 404: messageErrorSchema };

/** The console's "Takes": the students' takes, remarks at a moment, the recorded answer (decision 0632). */
const routes: FastifyPluginAsyncZod = async (app) => {
  takes.acceptRawParts(app);
  const noStore = { 'cache-control': 'private, no-store' };

  app.get(
    routePath(app, adminEndpoints.takes.list),
    {
      schema: {
        tags,
        summary: 'Takes, unread first, then newest; optionally of one student; with the unread count',
        querystring: adminTakeQuerySchema,
        response: { 200: adminTakeListSchema },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await takes.listForTeacher(app, request.query.student)),
  );
  app.get(
    routePath(app, adminEndpoints.takes.get),
    {
      schema: {
        tags,
        summary: 'A take with its remarks, answer and replies; marks it read',
        params: idParamsSchema,
        response: answer,
      },
    },
    async (request, reply) => reply.headers(noStore).send(await takes.openTake(app, request.params.id)),
  );
  app.delete(
    routePath(app, adminEndpoints.takes.remove),
    {
      schema: {
        tags,
        summary: "Delete a take with its files (on the student's request)",
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await takes.deleteTake(app, request.params.id);
      return reply.code(204).send();
    },
  );
  app.post(
    routePath(app, adminEndpoints.takes.addRemark),
    {
      schema: {
        tags,
        summary: 'A remark at a moment of the take (its bar is computed from the track)',
        params: idParamsSchema,
        body: takeRemarkInputSchema,
        response: answer,
      },
    },
    async (request) => takes.addRemark(app, request.user.id, request.params.id, request.body),
  );
  app.delete(
    routePath(app, adminEndpoints.takes.removeRemark),
    { schema: { tags, summary: 'Remove a remark', params: takeRemarkParamsSchema, response: answer } },
    async (request) => takes.removeRemark(app, request.params.id, request.params.remarkId),
  );
  app.post(
    routePath(app, adminEndpoints.takes.reply),
    {
      schema: {
        tags,
        summary: 'Reply under a take',
        params: idParamsSchema,
        body: takeReplyInputSchema,
        response: answer,
      },
    },
    async (request) => takes.replyAsTeacher(app, request.user.id, request.params.id, request.body),
  );
  app.put(
    routePath(app, adminEndpoints.takes.answer),
    {
      schema: {
        tags,
        summary: "The teacher's recorded answer, from a complete upload",
        params: idParamsSchema,
        body: takeAnswerSchema,
        response: answer,
      },
    },
    async (request) => takes.setAnswer(app, request.user.id, request.params.id, request.body),
  );
  app.post(
    routePath(app, adminEndpoints.takes.markAnswered),
    {
      schema: {
        tags,
        summary: 'Mark a take answered; the student is told by e-mail',
        params: idParamsSchema,
        response: answer,
      },
    },
    async (request) => takes.markAnswered(app, request.params.id),
  );
  takes.registerPartUploadRoutes(app, {
    endpoints: adminEndpoints.takes,
    tags,
    purpose: 'an answer',
    quota: false,
  });
};
export default routes;
