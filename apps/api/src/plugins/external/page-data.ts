import type { FastifyInstance } from 'fastify';
import { courseListSchema, upcomingCourseListSchema } from '@gjs/shared';
import { listCourses, listUpcoming } from '../../modules/courses/index.ts';

/**
 * The public API reads a server-rendered page may need, answered in-process by the services instead of an HTTP
 * round trip through the router. Each answer is cut to its contract, exactly as the route's serialiser would, so the
 * page's embedded data never carries a field the public call would not.
 */
export function publicPageReads(app: FastifyInstance): Readonly<Record<string, () => Promise<unknown>>> {
  return {
    '/api/public/site-settings/': () => app.siteSettings.getPublic((key) => app.mediaUrls.thumbnail(key)),
    '/api/public/business-details/': () => app.siteSettings.getBusinessDetails(),
    '/api/courses/': async () =>
      courseListSchema.parse(listCourses(await app.sharedCaches.publishedCourses.get(), app.mediaUrls)),
    '/api/courses/upcoming/': async () => upcomingCourseListSchema.parse(await listUpcoming(app)),
  };
}

/**
 * True when a page address names a public resource that does not exist, so that the page is answered with 404:
 * `/courses/{id}` of no published course (the catalogue is public, so this tells nobody anything new).
 */
export async function namesMissingResource(app: FastifyInstance, pathname: string): Promise<boolean> {
  // In any language: '/courses/3' and '/de/courses/3' name the same course.
  const course = /^(?:\/[a-z]{2})?\/courses\/([^/]+)\/?$/.exec(pathname);
  if (!course) return false;
  const catalogue = await app.sharedCaches.publishedCourses.get();
  return !catalogue.some((summary) => String(summary.id) === course[1]);
}

/** Reads one of the public paths above; any other path is refused (the renderer then serves the app shell). */
export function readPublicPath(app: FastifyInstance) {
  const reads = publicPageReads(app);
  return async (apiPath: string): Promise<unknown> => {
    const read = reads[apiPath];
    if (!read) throw new Error(`GET ${apiPath} is not a public read of the server renderer`);
    return read();
  };
}
