import fp from 'fastify-plugin';
import { allEndpoints, MAINTENANCE_MESSAGE } from '@gjs/shared';
import { createSiteSettingsService, type SiteSettingsService } from '../../modules/site-settings/index.ts';
import { paymentsConfigured } from '../../modules/billing/index.ts';
import { errorBody } from '../../lib/error-body.ts';

declare module 'fastify' {
  interface FastifyInstance {
    siteSettings: SiteSettingsService;
  }
}

/**
 * Routes that stay open during maintenance, as the contracts mark them (settings, login and token refresh, health,
 * webhooks, the owner's CLI, which switches maintenance off; docs/decisions/0310-endpoints-in-the-contracts.md),
 * and the API documentation, which is no endpoint of the contracts.
 */
const OPEN_DURING_MAINTENANCE = new Set(
  allEndpoints()
    .filter((endpoint) => endpoint.openInMaintenance)
    .map((endpoint) => endpoint.path),
);
const OPEN_DOCS = '/api/docs';

/** While maintenance is on, the API answers non-staff requests with 503 (decision 0408); staff keep working. */
export default fp(
  async (app) => {
    app.decorate('siteSettings', createSiteSettingsService(app.db, paymentsConfigured(app.config)));
    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (!path.startsWith('/api/') || path.startsWith(OPEN_DOCS)) return;
      if (OPEN_DURING_MAINTENANCE.has(request.routeOptions.url ?? '')) return;
      if (!(await app.siteSettings.get()).maintenance_mode) return;
      if ((await request.currentUser())?.isStaff) return;
      return reply.code(503).header('retry-after', '300').send(errorBody(503, MAINTENANCE_MESSAGE));
    });
  },
  { name: 'site-settings', dependencies: ['db', 'auth'] },
);
