import fp from 'fastify-plugin';
import { createStorage, type Storage } from '../../lib/storage/index.ts';
import { resolveJwtSecret } from '../../lib/secrets.ts';
import { createMediaUrls, type MediaUrls } from '../../modules/media/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
    mediaUrls: MediaUrls;
  }
}

/** The storage driver of the configuration and the media URL signer (modules/media/README.md). */
export default fp<{ storage?: Storage }>(
  async (app, opts) => {
    const { config } = app;
    app.decorate('storage', opts.storage ?? createStorage(config));
    app.decorate(
      'mediaUrls',
      createMediaUrls({
        jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
        signingSecret: config.mediaSigningSecret,
        ttlSeconds: config.mediaUrlTtlSeconds,
        baseUrl: config.mediaBaseUrl,
      }),
    );
  },
  { name: 'storage', dependencies: ['db'] },
);
