import type { Endpoint } from '@gjs/shared';

/**
 * The url a route registers for an endpoint of the contracts: its path less the prefix of the plugin the route is
 * registered in (`/api`, `/api/admin`), so that method and path come from the contracts alone
 * (docs/decisions/0310-endpoints-in-the-contracts.md). The route's method is checked against the contracts by
 * test/repo/endpoints.test.ts.
 */
export function routePath(app: { prefix: string }, endpoint: Endpoint): string {
  if (!endpoint.path.startsWith(`${app.prefix}/`)) {
    throw new Error(`${endpoint.path} cannot be registered under the prefix ${app.prefix || '(none)'}`);
  }
  return endpoint.path.slice(app.prefix.length);
}
