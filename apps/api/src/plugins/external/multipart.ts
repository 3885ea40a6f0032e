import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';

/**
 * Multipart uploads (profile images, admin media). Conservative defaults: one file of at most 5 MB and a few small
 * fields; a route that accepts more passes its own `limits` to `request.file()`. A file over the limit throws
 * (`throwFileSizeLimit`) instead of arriving silently truncated.
 */
export default fp(
  async (app) => {
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: {
        fieldNameSize: 100,
        fieldSize: 64 * 1024,
        fields: 10,
        fileSize: 5 * 1024 * 1024,
        files: 1,
        parts: 20,
        headerPairs: 100,
      },
    });
  },
  { name: 'multipart' },
);
