/**
 * Where to go after login: the redirect query value when it is a path of this site (one leading '/'),
 * otherwise '/'. '//host' and '/\host' are other sites to a browser, so they fall back too.
 */
export function safeRedirectTarget(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) {
    return '/';
  }
  return redirect;
}
