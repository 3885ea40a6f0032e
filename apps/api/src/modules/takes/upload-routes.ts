import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageErrorSchema,
  takePartParamsSchema,
  takeUploadParamsSchema,
  takeUploadSchema,
  takeUploadStartSchema,
  type Endpoint,
} from '@gjs/shared';
import { routePath } from '#lib/route-path.ts';
import * as uploads from './uploads.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

export interface PartUploadRoutes {
  /** The endpoints of the table that start an upload, say which parts arrived, and take one part. */
  endpoints: { startUpload: Endpoint; upload: Endpoint; putPart: Endpoint };
  tags: string[];
  /** What the upload becomes, for the start's summary: 'a take', 'an answer'. */
  purpose: string;
  /** Whether the upload counts against the student's quota (a take does, a teacher's answer does not). */
  quota: boolean;
}

const errors = { 400: messageErrorSchema, 404: messageErrorSchema };

/**
 * An upload in parts that resumes after a dropped connection (decision 0632), for a student's take and for a
 * teacher's answer alike: start it, ask which parts arrived, send a part as raw bytes. The guards come from the
 * endpoints' `access` in the table; the caller owns the upload.
 */
export function registerPartUploadRoutes(app: App, { endpoints, tags, purpose, quota }: PartUploadRoutes) {
  const noStore = { 'cache-control': 'private, no-store' };
  app.post(
    routePath(app, endpoints.startUpload),
    {
      schema: {
        tags,
        summary: `Start an upload in parts for ${purpose}${quota ? ' (counts against the quota)' : ''}`,
        body: takeUploadStartSchema,
        response: { 201: takeUploadSchema, 400: messageErrorSchema, 413: messageErrorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await uploads.startUpload(app, request.user.id, request.body.size, { quota })),
  );
  app.get(
    routePath(app, endpoints.upload),
    {
      schema: {
        tags,
        summary: 'Which parts of an upload arrived (to resume it)',
        params: takeUploadParamsSchema,
        response: { 200: takeUploadSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await uploads.getUpload(app, request.user.id, request.params.id)),
  );
  app.put(
    routePath(app, endpoints.putPart),
    {
      schema: {
        tags,
        summary: 'One part of an upload, as raw bytes (application/octet-stream)',
        consumes: ['application/octet-stream'],
        params: takePartParamsSchema,
        response: { 200: takeUploadSchema, ...errors },
      },
    },
    async (request) =>
      uploads.putPart(app, request.user.id, request.params.id, request.params.part, request.body as Readable),
  );
}
