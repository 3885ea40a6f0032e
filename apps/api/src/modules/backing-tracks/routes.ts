import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backingTrackListSchema, messageErrorSchema, endpoints } from '@gjs/shared';
import { routePath } from '../../lib/route-path.ts';
import { sendSerialized } from '../../lib/json-serializer.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(app, endpoints.backingTracks.list),
    {
      schema: {
        tags: ['backing-tracks'],
        summary: 'Listed backing tracks with signed audio URLs (trial, active subscription or staff)',
        response: { 200: backingTrackListSchema, 401: messageErrorSchema, 403: messageErrorSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      // Signed URLs are the same for every member until their rounded expiry moves (modules/media/signing.ts).
      return sendSerialized(reply, await app.sharedCaches.trackListJson.get());
    },
  );
};
export default routes;
