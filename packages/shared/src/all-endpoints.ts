import type { Endpoint } from './common/endpoint.ts';
import { adminEndpoints } from './admin-endpoints.ts';
import { endpoints, endpointsOf } from './endpoints.ts';

/** Every endpoint of both tables, the members' and the admin console's, in their order (the server's view). */
export function allEndpoints(): Endpoint[] {
  return [...endpointsOf(endpoints), ...endpointsOf(adminEndpoints)];
}
