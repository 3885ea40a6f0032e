import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageErrorSchema, THUMBNAIL_FORMATS, THUMBNAIL_WIDTHS, endpoints } from '@gjs/shared';
import * as media from './service.ts';
import { routePath } from '../../lib/route-path.ts';
import { openStreamFile } from './serve-stream.ts';

// Types are checked by the signer, not by the schema: a tampered query is a bad link (403), not bad input (400).
const signedQuerySchema = z.object({
  exp: z.unknown().optional().describe('Expiry, Unix seconds (signed)'),
  dl: z.unknown().optional().describe("'1' for a download (attachment), absent for inline (signed)"),
  name: z.unknown().optional().describe('File name of the download (signed)'),
  sig: z.unknown().optional().describe('HMAC-SHA256 of key, exp, disposition and name, base64url'),
});
const wildcardSchema = z.object({ '*': z.string() });
const thumbnailVariantSchema = z
  .object({
    w: z.coerce
      .number()
      .pipe(z.union(THUMBNAIL_WIDTHS.map((width) => z.literal(width))))
      .optional()
      .describe(`Width: ${THUMBNAIL_WIDTHS.join(', ')}`),
    f: z.enum(THUMBNAIL_FORMATS).optional().describe('Format'),
  })
  .refine((query) => (query.w === undefined) === (query.f === undefined), {
    message: 'A thumbnail variant needs both w and f.',
  });
const fileResponses = {
  200: z.any().describe('The file'),
  206: z.any().describe('One byte range of the file'),
  404: messageErrorSchema,
  416: z.any().describe('Range not satisfiable'),
};

function send(reply: FastifyReply, file: media.FileAnswer) {
  reply.code(file.status).headers(file.headers);
  return reply.send(file.body ?? '');
}

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(app, endpoints.media.file),
    {
      schema: {
        tags: ['media'],
        summary: 'A stored file behind a short-lived signed URL (byte ranges for video and audio)',
        params: wildcardSchema,
        querystring: signedQuerySchema,
        response: { ...fileResponses, 403: messageErrorSchema },
      },
    },
    async (request, reply) =>
      send(
        reply,
        await media.openSignedFile(
          app.storage,
          app.mediaUrls.signer,
          request.params['*'],
          request.query,
          request.headers,
        ),
      ),
  );

  app.get(
    routePath(app, endpoints.media.stream),
    {
      schema: {
        tags: ['media'],
        summary:
          'A file of an adaptive stream (playlists, segments, poster, previews) behind a signed, short-lived path token',
        params: z.object({
          token: z
            .string()
            .describe('<expiry, Unix seconds>-<HMAC-SHA256 of the stream and the expiry, base64url>'),
          stream: z.string().describe('The stream'),
          '*': z.string(),
        }),
        response: { ...fileResponses, 403: messageErrorSchema },
      },
    },
    async (request, reply) =>
      send(
        reply,
        await openStreamFile(
          app.storage,
          app.mediaUrls.streams,
          { token: request.params.token, stream: request.params.stream, file: request.params['*'] },
          request.headers,
        ),
      ),
  );

  app.get(
    routePath(app, endpoints.media.thumbnail),
    {
      schema: {
        tags: ['media'],
        summary: 'A public course thumbnail (long cache); w and f ask for a resized variant',
        params: wildcardSchema,
        querystring: thumbnailVariantSchema,
        response: { ...fileResponses, 400: messageErrorSchema },
      },
    },
    async (request, reply) => {
      const { w, f } = request.query;
      const variant = w && f ? { width: w, format: f } : undefined;
      return send(
        reply,
        await media.openThumbnail(app.storage, request.params['*'], request.headers, variant),
      );
    },
  );
};
export default routes;
