import { allEndpoints, type Endpoint } from '@gjs/shared';

const byRoute = new Map(allEndpoints().map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]));

/**
 * The endpoint of the contracts a route serves, by method and full path (docs/decisions/0310-endpoints-in-the-contracts.md);
 * Fastify's HEAD twin of a GET route serves the GET endpoint. Undefined for a route outside the table (the
 * documentation pages, the web app).
 */
export function endpointOfRoute(method: string, url: string): Endpoint | undefined {
  return byRoute.get(`${method === 'HEAD' ? 'GET' : method} ${url}`);
}
