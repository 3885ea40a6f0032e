import fp from 'fastify-plugin';
import { MAINTENANCE_MESSAGE } from '@gjs/shared';
import { createSiteSettingsService, type SiteSettingsService } from '../../modules/site-settings/index.ts';
import { paymentsConfigured } from '../../modules/billing/index.ts';
import { CLI_ROUTE } from '../../cli/server-link.ts';

declare module 'fastify' {
  interface FastifyInstance {
    siteSettings: SiteSettingsService;
  }
}

/**
 * API paths that stay open during maintenance: settings, login and token refresh, health, docs, webhooks, and the
 * owner's CLI (which switches maintenance off).
 */
const OPEN_DURING_MAINTENANCE = [
  '/api/public/',
  '/api/login/',
  '/api/auth/refresh/',
  '/api/logout/',
  '/api/health',
  '/api/docs',
  '/api/stripe/webhook/',
  '/api/paypal/webhook/',
  CLI_ROUTE,
];

/** While maintenance is on, the API answers non-staff requests with 503 (decision 0408); staff keep working. */
export default fp(
  async (app) => {
    app.decorate('siteSettings', createSiteSettingsService(app.db, paymentsConfigured(app.config)));
    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (!path.startsWith('/api/') || OPEN_DURING_MAINTENANCE.some((p) => path.startsWith(p))) return;
      if (!(await app.siteSettings.get()).maintenance_mode) return;
      if ((await request.currentUser())?.isStaff) return;
      return reply.code(503).header('retry-after', '300').send({ message: MAINTENANCE_MESSAGE });
    });
  },
  { name: 'site-settings', dependencies: ['db', 'auth'] },
);
