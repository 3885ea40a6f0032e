/**
 * The login page with the way back: '/login?redirect=/courses/3'. The path is kept readable (a '/' is valid in a
 * query) as the spec writes it; anything that could end the parameter is still escaped.
 */
export function loginRedirectHref(pathname: string): string {
  return `/login?redirect=${encodeURIComponent(pathname).replace(/%2F/gi, '/')}`;
}
