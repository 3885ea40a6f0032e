import type { FastifyInstance } from 'fastify';

/**
 * A part of an upload arrives as raw bytes; the route reads them as a stream into the storage (never whole in
 * memory), and uploads.ts counts them against the part's size.
 */
export function acceptRawParts(app: FastifyInstance): void {
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));
}
