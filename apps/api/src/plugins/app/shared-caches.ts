import fp from 'fastify-plugin';
import {
  createKeyedSharedCache,
  createSharedCache,
  type KeyedSharedCache,
  type SharedCache,
} from '../../lib/shared-cache.ts';
import { listPublishedCourses } from '../../modules/courses/repository.ts';
import { listListedTracks } from '../../modules/backing-tracks/repository.ts';

type Rows<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Rows every visitor reads alike; dropped by every write of the admin console and the CLI. */
    sharedCaches: {
      publishedCourses: SharedCache<Rows<typeof listPublishedCourses>>;
      listedTracks: SharedCache<Rows<typeof listListedTracks>>;
      /** The number of forum posts matching a filter; new posts drop it too. */
      forumCounts: KeyedSharedCache<number>;
      invalidate(): void;
    };
  }
}

const TTL_MS = 5000;

export default fp(
  async (app) => {
    const publishedCourses = createSharedCache(() => listPublishedCourses(app.db), TTL_MS);
    const listedTracks = createSharedCache(() => listListedTracks(app.db), TTL_MS);
    const forumCounts = createKeyedSharedCache<number>(TTL_MS, 200);
    app.decorate('sharedCaches', {
      publishedCourses,
      listedTracks,
      forumCounts,
      invalidate() {
        publishedCourses.invalidate();
        listedTracks.invalidate();
        forumCounts.invalidate();
      },
    });
  },
  { name: 'shared-caches', dependencies: ['db'] },
);
