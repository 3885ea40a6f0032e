import fp from 'fastify-plugin';
import { courseListSchema, FORUM_CATEGORIES } from '@gjs/shared';
import {
  createDerivedCache,
  createKeyedSharedCache,
  createSharedCache,
  type KeyedSharedCache,
  type SharedCache,
} from '../../lib/shared-cache.ts';
import { serializerFor } from '../../lib/json-serializer.ts';
import { listCourses, listPublishedCourses } from '../../modules/courses/index.ts';
import type { PageIndex } from '../../modules/forum/index.ts';
import { listListedTracks } from '../../modules/backing-tracks/index.ts';

type Rows<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Rows every visitor reads alike; dropped by every write of the admin console and the CLI. */
    sharedCaches: {
      publishedCourses: SharedCache<Rows<typeof listPublishedCourses>>;
      /** The course list's answer, serialised once per load of `publishedCourses`. */
      courseListJson: SharedCache<Buffer>;
      listedTracks: SharedCache<Rows<typeof listListedTracks>>;
      /** The number of forum posts matching a filter; new posts drop it too. */
      forumCounts: KeyedSharedCache<number>;
      /** The forum's page index per category ('' for all posts); new posts drop it too. */
      forumPageIndexes: KeyedSharedCache<PageIndex>;
      /** Drops what a new forum post changes. */
      forumPostAdded(): void;
      invalidate(): void;
    };
  }
}

const TTL_MS = 5000;

export default fp(
  async (app) => {
    const publishedCourses = createSharedCache(() => listPublishedCourses(app.db), TTL_MS);
    const serializeCourseList = serializerFor(courseListSchema);
    const courseListJson = createDerivedCache(publishedCourses, (rows) =>
      Buffer.from(serializeCourseList(listCourses(rows, app.mediaUrls))),
    );
    const listedTracks = createSharedCache(() => listListedTracks(app.db), TTL_MS);
    const forumCounts = createKeyedSharedCache<number>(TTL_MS, 200);
    const forumPageIndexes = createKeyedSharedCache<PageIndex>(TTL_MS, FORUM_CATEGORIES.length + 1);
    const forumPostAdded = () => {
      forumCounts.invalidate();
      forumPageIndexes.invalidate();
    };
    app.decorate('sharedCaches', {
      publishedCourses,
      courseListJson,
      listedTracks,
      forumCounts,
      forumPageIndexes,
      forumPostAdded,
      invalidate() {
        courseListJson.invalidate();
        listedTracks.invalidate();
        forumPostAdded();
      },
    });
  },
  { name: 'shared-caches', dependencies: ['db', 'storage'] },
);
