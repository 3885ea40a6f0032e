import fp from 'fastify-plugin';
import { backingTrackListSchema, courseListSchema, FORUM_CATEGORIES } from '@gjs/shared';
import {
  createDerivedCache,
  createKeyedSharedCache,
  createSharedCache,
  type KeyedSharedCache,
  type SharedCache,
} from '../../lib/shared-cache.ts';
import { serializerFor } from '../../lib/json-serializer.ts';
import { listCourses, listPublishedCourses } from '../../modules/courses/index.ts';
import type { PageIndex, SerializedPage } from '../../modules/forum/index.ts';
import { listBackingTracks, listListedTracks } from '../../modules/backing-tracks/index.ts';

type Rows<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Rows every visitor reads alike; dropped by every write of the admin console and the CLI. */
    sharedCaches: {
      publishedCourses: SharedCache<Rows<typeof listPublishedCourses>>;
      /** The course list's answer, serialised once per load of `publishedCourses`. */
      courseListJson: SharedCache<Buffer>;
      listedTracks: SharedCache<Rows<typeof listListedTracks>>;
      /** The members' track list as answered, with its signed URLs: made again when the rows or the URLs' expiry change. */
      trackListJson: { get(): Promise<Buffer> };
      /** The number of forum posts matching a filter; new posts drop it too. */
      forumCounts: KeyedSharedCache<number>;
      /** The forum's page index per category ('' for all posts); new posts drop it too. */
      forumPageIndexes: KeyedSharedCache<PageIndex>;
      /** Pages of the forum without a search, serialised; every forum write drops them (decision 0009). */
      forumPages: KeyedSharedCache<SerializedPage>;
      /** Drops what a forum write (a post, a comment) changes. */
      forumChanged(): void;
      invalidate(): void;
    };
  }
}

const TTL_MS = 5000;
/** Pages without a search that stay serialised: the first pages of each category are what members read. */
const FORUM_PAGES_KEPT = 32;

export default fp(
  async (app) => {
    const publishedCourses = createSharedCache(() => listPublishedCourses(app.db), TTL_MS);
    const serializeCourseList = serializerFor(courseListSchema);
    const courseListJson = createDerivedCache(publishedCourses, (rows) =>
      Buffer.from(serializeCourseList(listCourses(rows, app.mediaUrls))),
    );
    const listedTracks = createSharedCache(() => listListedTracks(app.db), TTL_MS);
    const serializeTrackList = serializerFor(backingTrackListSchema);
    let keptTracks: { rows: Promise<unknown>; expiry: number; json: Promise<Buffer> } | undefined;
    const trackListJson = {
      get() {
        const rows = listedTracks.get();
        const expiry = app.mediaUrls.signer.expiry();
        if (keptTracks?.rows !== rows || keptTracks.expiry !== expiry) {
          const json = rows.then((r) => Buffer.from(serializeTrackList(listBackingTracks(r, app.mediaUrls))));
          keptTracks = { rows, expiry, json };
        }
        return keptTracks.json;
      },
    };
    const forumCounts = createKeyedSharedCache<number>(TTL_MS, 200);
    const forumPageIndexes = createKeyedSharedCache<PageIndex>(TTL_MS, FORUM_CATEGORIES.length + 1);
    const forumPages = createKeyedSharedCache<SerializedPage>(TTL_MS, FORUM_PAGES_KEPT);
    const forumChanged = () => {
      forumCounts.invalidate();
      forumPageIndexes.invalidate();
      forumPages.invalidate();
    };
    app.decorate('sharedCaches', {
      publishedCourses,
      courseListJson,
      listedTracks,
      trackListJson,
      forumCounts,
      forumPageIndexes,
      forumPages,
      forumChanged,
      invalidate() {
        courseListJson.invalidate();
        listedTracks.invalidate();
        forumChanged();
      },
    });
  },
  { name: 'shared-caches', dependencies: ['db', 'storage'] },
);
