import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminContactListSchema,
  adminContactMessageSchema,
  adminContactQuerySchema,
  adminContactReadSchema,
  adminContactUnreadSchema,
  adminEndpoints,
} from '@gjs/shared';
import { adminContext } from '../context.ts';
import { idParamsSchema } from '../params.ts';
import * as inbox from './service.ts';
import { routePath } from '#lib/route-path.ts';

const tags = ['admin'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: Parameters<typeof adminContext>[1]) => adminContext(app, request);
  const one = { 200: adminContactMessageSchema };

  app.get(
    routePath(app, adminEndpoints.contactInbox.list),
    {
      schema: {
        tags,
        summary: 'Contact messages, newest first, filtered by read state, paginated; with the unread count',
        querystring: adminContactQuerySchema,
        response: { 200: adminContactListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return inbox.listMessages(ctx(request), request.query);
    },
  );
  app.get(
    routePath(app, adminEndpoints.contactInbox.unread),
    {
      schema: {
        tags,
        summary: 'How many contact messages are unread (for the console navigation)',
        response: { 200: adminContactUnreadSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return inbox.unreadCount(ctx(request));
    },
  );
  app.get(
    routePath(app, adminEndpoints.contactInbox.get),
    { schema: { tags, summary: 'One contact message', params: idParamsSchema, response: one } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return inbox.getMessage(ctx(request), request.params.id);
    },
  );
  app.patch(
    routePath(app, adminEndpoints.contactInbox.mark),
    {
      schema: {
        tags,
        summary: 'Mark a contact message read or unread',
        params: idParamsSchema,
        body: adminContactReadSchema,
        response: one,
      },
    },
    async (request) => inbox.setRead(ctx(request), request.params.id, request.body),
  );
  app.delete(
    routePath(app, adminEndpoints.contactInbox.remove),
    { schema: { tags, summary: 'Delete a contact message', params: idParamsSchema } },
    async (request, reply) => {
      await inbox.deleteMessage(ctx(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
export default routes;
