/**
 * Whether a path stays reachable in maintenance. '/' allows the home page only; any other entry allows the path
 * itself and everything below it ('/agb' allows '/agb' and '/agb/x', not '/agbx').
 */
export function isPathAllowedInMaintenance(pathname: string, allowList: readonly string[]): boolean {
  return allowList.some((entry) => {
    if (entry === '/') return pathname === '/';
    const prefix = entry.replace(/\/+$/, '');
    if (!prefix.startsWith('/')) return false; // '' or a malformed entry must not open every path
    return pathname === prefix || pathname.startsWith(`${prefix}/`);
  });
}
