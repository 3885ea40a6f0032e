import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  endpoints,
  messageErrorSchema,
  takeCreateSchema,
  takeListSchema,
  takeReplyInputSchema,
  takeSchema,
} from '@gjs/shared';
import { z } from 'zod';
import { routePath } from '#lib/route-path.ts';
import { acceptRawParts } from './raw-parts.ts';
import * as takes from './service.ts';
import { registerPartUploadRoutes } from './upload-routes.ts';

const tags = ['takes'];
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const errors = { 400: messageErrorSchema, 404: messageErrorSchema };

/** A private student's own takes (README.md in this folder). */
const routes: FastifyPluginAsyncZod = async (app) => {
  acceptRawParts(app);
  const noStore = { 'cache-control': 'private, no-store' };

  app.get(
    routePath(app, endpoints.takes.list),
    {
      schema: {
        tags,
        summary: "The caller's takes, newest first, with the quota",
        response: { 200: takeListSchema },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await takes.listOwnTakes(app, request.user.id)),
  );
  app.post(
    routePath(app, endpoints.takes.create),
    {
      schema: {
        tags,
        summary: 'Send a take: a complete upload becomes the recording, the teachers are told',
        body: takeCreateSchema,
        response: { 201: takeSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await takes.createTake(app, request.user, request.body)),
  );
  app.get(
    routePath(app, endpoints.takes.get),
    {
      schema: {
        tags,
        summary: "One of the caller's takes",
        params: idParams,
        response: { 200: takeSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await takes.getOwnTake(app, request.user.id, request.params.id)),
  );
  app.delete(
    routePath(app, endpoints.takes.remove),
    { schema: { tags, summary: 'Delete a take with its remarks, replies and files', params: idParams } },
    async (request, reply) => {
      await takes.deleteTake(app, request.params.id, request.user.id);
      return reply.code(204).send();
    },
  );
  app.post(
    routePath(app, endpoints.takes.reply),
    {
      schema: {
        tags,
        summary: 'Reply under a take',
        params: idParams,
        body: takeReplyInputSchema,
        response: { 200: takeSchema, ...errors },
      },
    },
    async (request) => takes.replyAsStudent(app, request.user.id, request.params.id, request.body),
  );
  registerPartUploadRoutes(app, { endpoints: endpoints.takes, tags, purpose: 'a take', quota: true });
};
export default routes;
