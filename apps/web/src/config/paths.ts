/** Every route of the product (decision 0420), so links and the router never spell a path twice. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  courses: { path: '/courses', getHref: () => '/courses' },
  course: { path: '/courses/:id', getHref: (id: number | string) => `/courses/${id}` },
  backingTracks: { path: '/backing-tracks', getHref: () => '/backing-tracks' },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
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
  register: { path: '/register', getHref: () => '/register' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: {
    path: '/reset-password/:uid/:token',
    getHref: (uid: string, token: string) =>
      `/reset-password/${encodeURIComponent(uid)}/${encodeURIComponent(token)}`,
  },
  profile: { path: '/profile', getHref: () => '/profile' },
  forum: { path: '/forum', getHref: () => '/forum' },
  contact: { path: '/contact', getHref: () => '/contact' },
  imprint: { path: '/impressum', getHref: () => '/impressum' },
  terms: { path: '/agb', getHref: () => '/agb' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  paymentSuccess: { path: '/payment/success', getHref: () => '/payment/success' },
  paymentCancel: { path: '/payment/cancel', getHref: () => '/payment/cancel' },
  privateLessons: { path: '/private-lessons', getHref: () => '/private-lessons' },
  /** The cancellation button German law requires (decision 0417). */
  cancellation: { path: '/kuendigen', getHref: () => '/kuendigen' },
  cancellationConfirmation: { path: '/kuendigen/bestaetigung', getHref: () => '/kuendigen/bestaetigung' },
  /** The admin console (staff only, decision 0407). */
  admin: { path: '/admin', getHref: () => '/admin' },
  adminCourses: { path: '/admin/courses', getHref: () => '/admin/courses' },
  adminCourseNew: { path: '/admin/courses/new', getHref: () => '/admin/courses/new' },
  adminCourse: { path: '/admin/courses/:id', getHref: (id: number | string) => `/admin/courses/${id}` },
  adminUpcoming: { path: '/admin/upcoming', getHref: () => '/admin/upcoming' },
  adminBackingTracks: { path: '/admin/backing-tracks', getHref: () => '/admin/backing-tracks' },
  adminBackingTrackNew: { path: '/admin/backing-tracks/new', getHref: () => '/admin/backing-tracks/new' },
  adminBackingTrack: {
    path: '/admin/backing-tracks/:id',
    getHref: (id: number | string) => `/admin/backing-tracks/${id}`,
  },
  adminSettings: { path: '/admin/settings', getHref: () => '/admin/settings' },
  adminStats: { path: '/admin/stats', getHref: () => '/admin/stats' },
  adminAudit: { path: '/admin/audit', getHref: () => '/admin/audit' },
  adminMembers: {
    path: '/admin/members',
    getHref: (q?: string) => (q ? `/admin/members?q=${encodeURIComponent(q)}` : '/admin/members'),
  },
  adminMember: { path: '/admin/members/:id', getHref: (id: number | string) => `/admin/members/${id}` },
  adminPrivateLessons: { path: '/admin/private-lessons', getHref: () => '/admin/private-lessons' },
  adminPrivateLesson: {
    path: '/admin/private-lessons/:id',
    getHref: (id: number | string) => `/admin/private-lessons/${id}`,
  },
  adminInbox: { path: '/admin/inbox', getHref: () => '/admin/inbox' },
  adminInboxMessage: { path: '/admin/inbox/:id', getHref: (id: number | string) => `/admin/inbox/${id}` },
} as const;
