import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminComplimentaryEndSchema,
  adminComplimentarySchema,
  adminMemberDetailSchema,
  adminMemberListSchema,
  adminMemberQuerySchema,
  adminMemberUpdateSchema,
  adminEndpoints,
} from '@gjs/shared';
import { adminContext } from '../context.ts';
import { idParamsSchema } from '../params.ts';
import { endComplimentary } from './complimentary-end.ts';
import * as members from './service.ts';
import { routePath } from '#lib/route-path.ts';

const tags = ['admin'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: Parameters<typeof adminContext>[1]) => ({
    ...adminContext(app, request),
    billing: app.billing,
    config: app.config,
  });
  const detail = { 200: adminMemberDetailSchema };

  app.get(
    routePath(app, adminEndpoints.members.list),
    {
      schema: {
        tags,
        summary: 'Accounts matching part of a name, username or e-mail address, newest first, paginated',
        querystring: adminMemberQuerySchema,
        response: { 200: adminMemberListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return members.listMembers(ctx(request), request.query);
    },
  );
  app.get(
    routePath(app, adminEndpoints.members.get),
    {
      schema: {
        tags,
        summary: "An account's profile and subscription",
        params: idParamsSchema,
        response: detail,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return members.getMember(ctx(request), request.params.id);
    },
  );
  app.patch(
    routePath(app, adminEndpoints.members.update),
    {
      schema: {
        tags,
        summary: 'Set takes_lessons, is_staff or is_active (deactivated accounts cannot log in or refresh)',
        params: idParamsSchema,
        body: adminMemberUpdateSchema,
        response: detail,
      },
    },
    async (request) => members.updateMember(ctx(request), request.params.id, request.body),
  );
  app.put(
    routePath(app, adminEndpoints.members.grantComplimentary),
    {
      schema: {
        tags,
        summary: 'Grant a complimentary subscription (active, no provider), open-ended or until a day',
        description:
          'A running provider subscription is cancelled at the provider first (502 if that fails).',
        params: idParamsSchema,
        body: adminComplimentarySchema,
        response: detail,
      },
    },
    async (request) => members.grantComplimentary(ctx(request), request.params.id, request.body),
  );
  app.post(
    routePath(app, adminEndpoints.members.endComplimentary),
    {
      schema: {
        tags,
        summary: 'End complimentary access, now (end_date null) or when a future day begins (UTC)',
        description:
          'Only a complimentary subscription (active, no provider) can be ended this way (400 otherwise).',
        params: idParamsSchema,
        body: adminComplimentaryEndSchema,
        response: detail,
      },
    },
    async (request) => endComplimentary(ctx(request), request.params.id, request.body),
  );
  app.delete(
    routePath(app, adminEndpoints.members.remove),
    {
      schema: {
        tags,
        summary: 'Delete an account with all its data, as a cancellation does',
        description:
          'A running provider subscription is cancelled at the provider first (502 if that fails).',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await members.deleteMember(ctx(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
export default routes;
