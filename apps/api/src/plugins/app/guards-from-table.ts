import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import { endpointOfRoute, isSessionGuarded, type SessionGuardedAccess } from '../../lib/endpoint-of-route.ts';

/**
 * Every route's guard comes from its endpoint's `access` in the contracts
 * (docs/decisions/0310-endpoints-in-the-contracts.md, "Guards come from the table"): a route file never names one.
 * The guard is the route's first `onRequest` hook, so it runs before the body is read (a refused upload is never
 * received), as the guards named in the route files did.
 */
function guards(app: FastifyInstance): Record<SessionGuardedAccess, onRequestHookHandler> {
  return {
    user: app.requireUser,
    member: app.requireMember,
    student: app.requireStudent,
    staff: app.requireStaff,
  };
}

/** Adds the hook that guards every route registered after it; the auth plugin calls it once, on the root. */
export function guardRoutesFromTable(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const [endpoint, ...others] = methods.map((method) => endpointOfRoute(method, route.url));
    if (!endpoint) return;
    if (others.some((other) => other?.access !== endpoint.access)) {
      throw new Error(`${route.url}: one route serves endpoints of different access`);
    }
    // Anyone may call the others, or the route checks its own proof: a registration token, a media signature, the
    // payment provider's signature, the owner's CLI key.
    if (!isSessionGuarded(endpoint.access)) return;
    const guard = guards(app)[endpoint.access];
    const hooks = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [guard, ...hooks];
  });
}
