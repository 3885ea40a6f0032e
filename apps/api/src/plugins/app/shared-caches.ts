import fp from 'fastify-plugin';
import { createSharedCache, type SharedCache } from '../../lib/shared-cache.ts';
import { listPublishedCourses } from '../../modules/courses/repository.ts';
import { listListedTracks } from '../../modules/backing-tracks/repository.ts';

type Rows<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue rows every visitor reads alike; dropped by every write of the admin console and the CLI. */
    sharedCaches: {
      publishedCourses: SharedCache<Rows<typeof listPublishedCourses>>;
      listedTracks: SharedCache<Rows<typeof listListedTracks>>;
      invalidate(): void;
    };
  }
}

const TTL_MS = 5000;

export default fp(
  async (app) => {
    const publishedCourses = createSharedCache(() => listPublishedCourses(app.db), TTL_MS);
    const listedTracks = createSharedCache(() => listListedTracks(app.db), TTL_MS);
    app.decorate('sharedCaches', {
      publishedCourses,
      listedTracks,
      invalidate() {
        publishedCourses.invalidate();
        listedTracks.invalidate();
      },
    });
  },
  { name: 'shared-caches', dependencies: ['db'] },
);
