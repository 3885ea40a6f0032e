import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBackingTrackInputSchema,
  adminBackingTrackListSchema,
  adminBackingTrackSchema,
  adminTrackPartsInputSchema,
  adminTrackPartsSchema,
  adminEndpoints,
} from '@gjs/shared';
import { adminContext } from '../context.ts';
import { idParamsSchema } from '../params.ts';
import * as tracks from './service.ts';
import * as parts from './parts-service.ts';
import { routePath } from '#lib/route-path.ts';

const tags = ['admin'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: Parameters<typeof adminContext>[1]) => adminContext(app, request);
  const one = { 200: adminBackingTrackSchema };

  app.get(
    routePath(app, adminEndpoints.backingTracks.list),
    {
      schema: {
        tags,
        summary: 'Every backing track, listed or not',
        response: { 200: adminBackingTrackListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return tracks.listTracks(ctx(request));
    },
  );
  app.post(
    routePath(app, adminEndpoints.backingTracks.create),
    {
      schema: {
        tags,
        summary: 'Create a backing track',
        body: adminBackingTrackInputSchema,
        response: { 201: adminBackingTrackSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await tracks.createTrack(ctx(request), request.body)),
  );
  app.get(
    routePath(app, adminEndpoints.backingTracks.getParts),
    {
      schema: {
        tags,
        summary: "A backing track's parts with signed audio URLs",
        params: idParamsSchema,
        response: { 200: adminTrackPartsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return parts.getParts(ctx(request), request.params.id);
    },
  );
  app.put(
    routePath(app, adminEndpoints.backingTracks.setParts),
    {
      schema: {
        tags,
        summary: "Replace a backing track's parts (uploaded audio, equal length within 50 ms)",
        params: idParamsSchema,
        body: adminTrackPartsInputSchema,
        response: { 200: adminTrackPartsSchema },
      },
    },
    async (request) => parts.setParts(ctx(request), request.params.id, request.body),
  );
  app.get(
    routePath(app, adminEndpoints.backingTracks.get),
    {
      schema: {
        tags,
        summary: 'A backing track with a signed audio URL',
        params: idParamsSchema,
        response: one,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return tracks.getTrack(ctx(request), request.params.id);
    },
  );
  app.put(
    routePath(app, adminEndpoints.backingTracks.update),
    {
      schema: {
        tags,
        summary: 'Edit a backing track',
        params: idParamsSchema,
        body: adminBackingTrackInputSchema,
        response: one,
      },
    },
    async (request) => tracks.updateTrack(ctx(request), request.params.id, request.body),
  );
  app.delete(
    routePath(app, adminEndpoints.backingTracks.remove),
    { schema: { tags, summary: 'Delete a backing track', params: idParamsSchema } },
    async (request, reply) => {
      await tracks.deleteTrack(ctx(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
export default routes;
