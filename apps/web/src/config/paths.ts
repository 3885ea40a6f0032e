/** Every route of the product (spec §2), so links and the router never spell a path twice. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  courses: { path: '/courses', getHref: () => '/courses' },
  course: { path: '/courses/:id', getHref: (id: number | string) => `/courses/${id}` },
  backingTracks: { path: '/backing-tracks', getHref: () => '/backing-tracks' },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  login: {
    path: '/login',
    getHref: (redirectTo?: string) =>
      redirectTo && redirectTo !== '/' ? `/login?redirect=${encodeURIComponent(redirectTo)}` : '/login',
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
} as const;
