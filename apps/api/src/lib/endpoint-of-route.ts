import { allEndpoints, type Endpoint, type EndpointAccess } from '@gjs/shared';

const byRoute = new Map(allEndpoints().map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]));

/**
 * The endpoint of the contracts a route serves, by method and full path (docs/decisions/0310-endpoints-in-the-contracts.md);
 * Fastify's HEAD twin of a GET route serves the GET endpoint. Undefined for a route outside the table (the
 * documentation pages, the web app).
 */
export function endpointOfRoute(method: string, url: string): Endpoint | undefined {
  return byRoute.get(`${method === 'HEAD' ? 'GET' : method} ${url}`);
}

/** The accesses a session guard checks (plugins/app/guards-from-table.ts): without a session, their calls answer 401. */
const SESSION_GUARDED = ['user', 'member', 'student', 'staff'] as const;
export type SessionGuardedAccess = (typeof SESSION_GUARDED)[number];

export function isSessionGuarded(access: EndpointAccess): access is SessionGuardedAccess {
  return (SESSION_GUARDED as readonly EndpointAccess[]).includes(access);
}
