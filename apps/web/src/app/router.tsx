import type { RouteObject } from 'react-router';
import { RouteError } from '../components/errors/route-error.tsx';
import { paths } from '../config/paths.ts';
import { PageLoading, RootErrorBoundary, RootLayout } from './routes/root.tsx';

/**
 * Only the screens that exist are routed; any other URL is a 404 and shows the error page in the frame.
 * Page errors are caught by the pathless route, so the frame stays mounted around them.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RootErrorBoundary />,
    children: [
      {
        errorElement: <RouteError />,
        // While the first screen's code loads, the frame is already there with a spinner in its place.
        hydrateFallbackElement: <PageLoading />,
        children: [
          { path: paths.login.path, lazy: () => import('./routes/login.tsx') },
          { path: paths.forgotPassword.path, lazy: () => import('./routes/forgot-password.tsx') },
          { path: paths.resetPassword.path, lazy: () => import('./routes/reset-password.tsx') },
          { path: paths.imprint.path, lazy: () => import('./routes/impressum.tsx') },
          { path: paths.terms.path, lazy: () => import('./routes/agb.tsx') },
          { path: paths.privacy.path, lazy: () => import('./routes/privacy.tsx') },
          { index: true, lazy: () => import('./routes/home.tsx') },
          { path: paths.pricing.path, lazy: () => import('./routes/pricing.tsx') },
          { path: paths.courses.path, lazy: () => import('./routes/courses.tsx') },
          { path: paths.course.path, lazy: () => import('./routes/course-detail.tsx') },
          { path: paths.backingTracks.path, lazy: () => import('./routes/backing-tracks.tsx') },
          { path: paths.register.path, lazy: () => import('./routes/register.tsx') },
          { path: paths.paymentSuccess.path, lazy: () => import('./routes/payment-result.tsx') },
          { path: paths.paymentCancel.path, lazy: () => import('./routes/payment-result.tsx') },
          { path: paths.cancellation.path, lazy: () => import('./routes/kuendigen.tsx') },
          {
            path: paths.cancellationConfirmation.path,
            lazy: () => import('./routes/kuendigen-bestaetigung.tsx'),
          },
          { path: paths.forum.path, lazy: () => import('./routes/forum.tsx') },
          { path: paths.profile.path, lazy: () => import('./routes/profile.tsx') },
          { path: paths.contact.path, lazy: () => import('./routes/contact.tsx') },
          { path: paths.privateLessons.path, lazy: () => import('./routes/private-lessons.tsx') },
          {
            path: paths.admin.path,
            lazy: () => import('./routes/admin/layout.tsx'),
            children: [
              { index: true, lazy: () => import('./routes/admin/index.tsx') },
              { path: paths.adminCourses.path, lazy: () => import('./routes/admin/courses.tsx') },
              { path: paths.adminCourseNew.path, lazy: () => import('./routes/admin/course-new.tsx') },
              { path: paths.adminCourse.path, lazy: () => import('./routes/admin/course-edit.tsx') },
              { path: paths.adminUpcoming.path, lazy: () => import('./routes/admin/upcoming.tsx') },
              {
                path: paths.adminBackingTracks.path,
                lazy: () => import('./routes/admin/backing-tracks.tsx'),
              },
              {
                path: paths.adminBackingTrackNew.path,
                lazy: () => import('./routes/admin/backing-track-new.tsx'),
              },
              {
                path: paths.adminBackingTrack.path,
                lazy: () => import('./routes/admin/backing-track-edit.tsx'),
              },
              { path: paths.adminSettings.path, lazy: () => import('./routes/admin/settings.tsx') },
              { path: paths.adminStats.path, lazy: () => import('./routes/admin/stats.tsx') },
              { path: paths.adminAudit.path, lazy: () => import('./routes/admin/audit.tsx') },
              { path: paths.adminMembers.path, lazy: () => import('./routes/admin/members.tsx') },
              { path: paths.adminMember.path, lazy: () => import('./routes/admin/member.tsx') },
              {
                path: paths.adminPrivateLessons.path,
                lazy: () => import('./routes/admin/private-lessons.tsx'),
              },
              {
                path: paths.adminPrivateLesson.path,
                lazy: () => import('./routes/admin/private-lesson-edit.tsx'),
              },
              { path: paths.adminInbox.path, lazy: () => import('./routes/admin/inbox.tsx') },
              { path: paths.adminInboxMessage.path, lazy: () => import('./routes/admin/inbox-message.tsx') },
            ],
          },
        ],
      },
    ],
  },
];
