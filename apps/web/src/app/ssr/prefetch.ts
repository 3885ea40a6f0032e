import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  businessDetailsSchema,
  courseListSchema,
  publicSiteSettingsSchema,
  upcomingCourseListSchema,
} from '@gjs/shared';
import { paths } from '../../config/paths.ts';
import { coursesQueryOptions, COURSES_PATH } from '../../features/courses/api/get-courses.ts';
import {
  upcomingCoursesQueryOptions,
  UPCOMING_COURSES_PATH,
} from '../../features/courses/api/get-upcoming-courses.ts';
import {
  businessDetailsQueryOptions,
  BUSINESS_DETAILS_PATH,
} from '../../features/legal/api/get-business-details.ts';
import {
  siteSettingsQueryOptions,
  SITE_SETTINGS_PATH,
} from '../../features/site-settings/api/get-site-settings.ts';

/** Reads a public API path on the server (the API answers it in-process); rejects on a non-2xx answer. */
export type FetchJson = (path: string) => Promise<unknown>;

type PageQuery = { queryKey: QueryKey; path: string; parse: (data: unknown) => unknown };

const siteSettings: PageQuery = {
  queryKey: siteSettingsQueryOptions.queryKey,
  path: SITE_SETTINGS_PATH,
  parse: (data) => publicSiteSettingsSchema.parse(data),
};
const courses: PageQuery = {
  queryKey: coursesQueryOptions.queryKey,
  path: COURSES_PATH,
  parse: (data) => courseListSchema.parse(data),
};
const upcomingCourses: PageQuery = {
  queryKey: upcomingCoursesQueryOptions.queryKey,
  path: UPCOMING_COURSES_PATH,
  parse: (data) => upcomingCourseListSchema.parse(data),
};
const businessDetails: PageQuery = {
  queryKey: businessDetailsQueryOptions.queryKey,
  path: BUSINESS_DETAILS_PATH,
  parse: (data) => businessDetailsSchema.parse(data),
};

/**
 * The public pages rendered on the server, each with the public data its first render shows (the frame's site
 * settings come on top). The queries use the same keys as the pages' hooks, so the pages find their data in the
 * cache and render their content instead of a spinner.
 */
export const SERVER_RENDERED_PAGES: Readonly<Record<string, readonly PageQuery[]>> = {
  [paths.home.getHref()]: [courses],
  [paths.pricing.getHref()]: [],
  [paths.courses.getHref()]: [courses, upcomingCourses],
  [paths.contact.getHref()]: [],
  [paths.imprint.getHref()]: [businessDetails],
  [paths.terms.getHref()]: [businessDetails],
  [paths.privacy.getHref()]: [businessDetails],
};

export function isServerRenderedPage(pathname: string): boolean {
  return Object.hasOwn(SERVER_RENDERED_PAGES, pathname);
}

/** Fills the cache with the page's data; rejects when a call fails (the server then sends the plain app shell). */
export async function prefetchPageData(
  pathname: string,
  queryClient: QueryClient,
  fetchJson: FetchJson,
): Promise<void> {
  const queries = [siteSettings, ...(SERVER_RENDERED_PAGES[pathname] ?? [])];
  await Promise.all(
    queries.map(({ queryKey, path, parse }) =>
      queryClient.fetchQuery({ queryKey, queryFn: async () => parse(await fetchJson(path)) }),
    ),
  );
}
