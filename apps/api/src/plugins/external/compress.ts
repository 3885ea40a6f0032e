import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/**
 * Compresses what can only be compressed at request time: JSON answers and server-rendered pages worth it (1 KiB
 * and more). Static files are compressed once at build (brotli and gzip siblings, served by the web-app plugin), so
 * they arrive here already encoded and pass through. Brotli at quality 4 costs about what gzip does while sending
 * less; media (video, audio, images, PDFs) is never compressed again.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      customTypes: /^(application\/json|text\/html|text\/plain|application\/xml|text\/xml)/,
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compress' },
);
