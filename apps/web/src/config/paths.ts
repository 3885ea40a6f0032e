/** A route without parameters: its link is its path. */
const page = <P extends string>(path: P) => ({ path, getHref: (): P => path });

/** Every route of the product (product 0420), so links and the router never spell a path twice. */
export const paths = {
  home: page('/'),
  courses: page('/courses'),
  course: { path: '/courses/:id', getHref: (id: number | string) => `/courses/${id}` },
  backingTracks: page('/backing-tracks'),
  pricing: page('/pricing'),
  /**
   * The login page with the way back: '/login?redirect=/courses/3'. The path stays readable (a '/' is valid in a
   * query) as decision 0405 writes it; anything that could end the parameter is escaped. The one login-redirect helper.
   */
  login: {
    path: '/login',
    getHref: (redirectTo?: string) =>
      redirectTo && redirectTo !== '/'
        ? `/login?redirect=${encodeURIComponent(redirectTo).replace(/%2F/gi, '/')}`
        : '/login',
  },
  register: page('/register'),
  forgotPassword: page('/forgot-password'),
  resetPassword: {
    path: '/reset-password/:uid/:token',
    getHref: (uid: string, token: string) =>
      `/reset-password/${encodeURIComponent(uid)}/${encodeURIComponent(token)}`,
  },
  profile: page('/profile'),
  forum: page('/forum'),
  contact: page('/contact'),
  imprint: page('/impressum'),
  terms: page('/agb'),
  privacy: page('/privacy'),
  paymentSuccess: page('/payment/success'),
  paymentCancel: page('/payment/cancel'),
  privateLessons: page('/private-lessons'),
  /** The cancellation button German law requires (decision 0417). */
  cancellation: page('/kuendigen'),
  cancellationConfirmation: page('/kuendigen/bestaetigung'),
  /** The admin console (staff only, decision 0407). */
  admin: page('/admin'),
  adminCourses: page('/admin/courses'),
  adminCourseNew: page('/admin/courses/new'),
  adminCourse: { path: '/admin/courses/:id', getHref: (id: number | string) => `/admin/courses/${id}` },
  adminUpcoming: page('/admin/upcoming'),
  adminBackingTracks: page('/admin/backing-tracks'),
  adminBackingTrackNew: page('/admin/backing-tracks/new'),
  adminBackingTrack: {
    path: '/admin/backing-tracks/:id',
    getHref: (id: number | string) => `/admin/backing-tracks/${id}`,
  },
  adminSettings: page('/admin/settings'),
  adminStats: page('/admin/stats'),
  adminAudit: page('/admin/audit'),
  adminMembers: {
    path: '/admin/members',
    getHref: (q?: string) => (q ? `/admin/members?q=${encodeURIComponent(q)}` : '/admin/members'),
  },
  adminMember: { path: '/admin/members/:id', getHref: (id: number | string) => `/admin/members/${id}` },
  adminPrivateLessons: page('/admin/private-lessons'),
  adminPrivateLesson: {
    path: '/admin/private-lessons/:id',
    getHref: (id: number | string) => `/admin/private-lessons/${id}`,
  },
  adminInbox: page('/admin/inbox'),
  adminTakes: page('/admin/takes'),
  adminTake: { path: '/admin/takes/:id', getHref: (id: number | string) => `/admin/takes/${id}` },
  adminInboxMessage: { path: '/admin/inbox/:id', getHref: (id: number | string) => `/admin/inbox/${id}` },
} as const;
