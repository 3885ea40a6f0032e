import type { QueryClient } from '@tanstack/react-query';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { RouteError } from '../components/errors/route-error.tsx';
import { paths } from '../config/paths.ts';
import { DEFAULT_LANGUAGE, type Language } from '../lib/i18n/language.ts';
import { loadTexts } from '../lib/i18n/texts.ts';
import { siteSettingsQueryOptions } from '../features/site-settings/api/get-site-settings.ts';
import { atMost, type PageLoader } from './page-loader.ts';
import { PageLoading, RootErrorBoundary, RootLayout } from './routes/root.tsx';

/** What a route module under routes/ exports: its screen and, for pages that show data, the step that loads it. */
type PageModule = { Component: React.ComponentType; loader?: PageLoader };

/**
 * Marks the public pages the server renders (logged out) with their data; every other page is the app shell. A
 * server-rendered page without forms that a visitor can fully read and navigate by its links may also hydrate on
 * intent: its app code loads only once a visitor without a stored session acts on it (ssr/hydrate-on-intent.ts).
 */
export type RouteHandle = { serverRendered?: boolean; hydrateOnIntent?: boolean };
const serverRendered: RouteHandle = { serverRendered: true };
const serverRenderedHydratedOnIntent: RouteHandle = { serverRendered: true, hydrateOnIntent: true };

type RouteOptions = {
  /**
   * The longest a navigation waits for a page's data before it shows the page, which shows its loading text until
   * the data is there (docs/decisions/0208). Without it a page is shown with its data, as the server renders it.
   */
  dataWaitMs?: number;
};

/**
 * Every screen of the product, each route module loaded on demand with its loader bound to the app's query cache.
 * Only the screens that exist are routed; any other URL is a 404 and shows the error page in the frame.
 * Page errors are caught by the pathless route, so the frame stays mounted around them.
 */
export function createRoutes(
  queryClient: QueryClient,
  language: Language = DEFAULT_LANGUAGE,
  { dataWaitMs }: RouteOptions = {},
): RouteObject[] {
  const page =
    (load: () => Promise<PageModule>): LazyRouteFunction<RouteObject> =>
    async () => {
      const { Component, loader } = await load();
      // The screen's texts are declared by the code just loaded; its translation comes before its first render.
      await loadTexts(language);
      if (!loader) return { Component };
      const waitFor = (data: Promise<void>) => (dataWaitMs === undefined ? data : atMost(data, dataWaitMs));
      return { Component, loader: async (args) => (await waitFor(loader(queryClient, args)), null) };
    };

  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RootErrorBoundary />,
      // The frame shows the maintenance state and settings on every page; a failure is the frame's to show.
      loader: async () => (
        await Promise.all([queryClient.prefetchQuery(siteSettingsQueryOptions), loadTexts(language)]),
        null
      ),
      children: [
        {
          errorElement: <RouteError />,
          // While the first screen's code loads, the frame is already there with a spinner in its place.
          hydrateFallbackElement: <PageLoading />,
          children: [
            {
              index: true,
              handle: serverRenderedHydratedOnIntent,
              lazy: page(() => import('./routes/home.tsx')),
            },
            {
              path: paths.pricing.path,
              handle: serverRenderedHydratedOnIntent,
              lazy: page(() => import('./routes/pricing.tsx')),
            },
            {
              path: paths.courses.path,
              handle: serverRendered,
              lazy: page(() => import('./routes/courses.tsx')),
            },
            {
              path: paths.contact.path,
              handle: serverRendered,
              lazy: page(() => import('./routes/contact.tsx')),
            },
            {
              path: paths.imprint.path,
              handle: serverRendered,
              lazy: page(() => import('./routes/impressum.tsx')),
            },
            { path: paths.terms.path, handle: serverRendered, lazy: page(() => import('./routes/agb.tsx')) },
            {
              path: paths.privacy.path,
              handle: serverRendered,
              lazy: page(() => import('./routes/privacy.tsx')),
            },
            {
              path: paths.login.path,
              handle: serverRendered,
              lazy: page(() => import('./routes/login.tsx')),
            },
            { path: paths.forgotPassword.path, lazy: page(() => import('./routes/forgot-password.tsx')) },
            { path: paths.resetPassword.path, lazy: page(() => import('./routes/reset-password.tsx')) },
            {
              path: paths.backingTracks.path,
              handle: serverRendered,
              lazy: page(() => import('./routes/backing-tracks.tsx')),
            },
            {
              path: paths.register.path,
              handle: serverRendered,
              lazy: page(() => import('./routes/register.tsx')),
            },
            { path: paths.paymentSuccess.path, lazy: page(() => import('./routes/payment-result.tsx')) },
            { path: paths.paymentCancel.path, lazy: page(() => import('./routes/payment-result.tsx')) },
            { path: paths.cancellation.path, lazy: page(() => import('./routes/kuendigen.tsx')) },
            {
              path: paths.cancellationConfirmation.path,
              lazy: page(() => import('./routes/kuendigen-bestaetigung.tsx')),
            },
            { path: paths.privateLessons.path, lazy: page(() => import('./routes/private-lessons.tsx')) },
            {
              // The guards load with the first page behind them: the public pages do without their code.
              lazy: async () => ({
                Component: (await import('./routes/guards/member-route.tsx')).MemberRoute,
              }),
              children: [
                { path: paths.course.path, lazy: page(() => import('./routes/course-detail.tsx')) },
                { path: paths.forum.path, lazy: page(() => import('./routes/forum.tsx')) },
                { path: paths.profile.path, lazy: page(() => import('./routes/profile.tsx')) },
              ],
            },
            {
              lazy: async () => ({ Component: (await import('./routes/guards/staff-route.tsx')).StaffRoute }),
              children: [
                {
                  path: paths.admin.path,
                  lazy: page(() => import('./routes/admin/layout.tsx')),
                  children: adminRoutes(page),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

function adminRoutes(
  page: (load: () => Promise<PageModule>) => LazyRouteFunction<RouteObject>,
): RouteObject[] {
  return [
    { index: true, lazy: page(() => import('./routes/admin/index.tsx')) },
    { path: paths.adminCourses.path, lazy: page(() => import('./routes/admin/courses.tsx')) },
    { path: paths.adminCourseNew.path, lazy: page(() => import('./routes/admin/course-new.tsx')) },
    { path: paths.adminCourse.path, lazy: page(() => import('./routes/admin/course-edit.tsx')) },
    { path: paths.adminUpcoming.path, lazy: page(() => import('./routes/admin/upcoming.tsx')) },
    { path: paths.adminBackingTracks.path, lazy: page(() => import('./routes/admin/backing-tracks.tsx')) },
    {
      path: paths.adminBackingTrackNew.path,
      lazy: page(() => import('./routes/admin/backing-track-new.tsx')),
    },
    { path: paths.adminBackingTrack.path, lazy: page(() => import('./routes/admin/backing-track-edit.tsx')) },
    { path: paths.adminSettings.path, lazy: page(() => import('./routes/admin/settings.tsx')) },
    { path: paths.adminStats.path, lazy: page(() => import('./routes/admin/stats.tsx')) },
    { path: paths.adminAudit.path, lazy: page(() => import('./routes/admin/audit.tsx')) },
    { path: paths.adminMembers.path, lazy: page(() => import('./routes/admin/members.tsx')) },
    { path: paths.adminMember.path, lazy: page(() => import('./routes/admin/member.tsx')) },
    { path: paths.adminPrivateLessons.path, lazy: page(() => import('./routes/admin/private-lessons.tsx')) },
    {
      path: paths.adminPrivateLesson.path,
      lazy: page(() => import('./routes/admin/private-lesson-edit.tsx')),
    },
    { path: paths.adminInbox.path, lazy: page(() => import('./routes/admin/inbox.tsx')) },
    { path: paths.adminTakes.path, lazy: page(() => import('./routes/admin/takes.tsx')) },
    { path: paths.adminTake.path, lazy: page(() => import('./routes/admin/take.tsx')) },
    { path: paths.adminInboxMessage.path, lazy: page(() => import('./routes/admin/inbox-message.tsx')) },
  ];
}
