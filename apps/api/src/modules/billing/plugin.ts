import fp from 'fastify-plugin';
import { createBillingContext, type BillingContext } from './context.ts';
import { runBillingJobs } from './lifecycle/jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    billing: BillingContext;
  }
}

/**
 * The billing context (providers from the configuration, mailer, storage) for routes, jobs and tests, and the
 * lifecycle jobs on the app's scheduler every BILLING_JOBS_INTERVAL_SECONDS (0: only from the CLI).
 */
export default fp(
  async (app) => {
    const billing = createBillingContext({
      db: app.db,
      config: app.config,
      mailer: app.mailer,
      storage: app.storage,
      log: app.log,
      settings: () => app.siteSettings.get(),
    });
    app.decorate('billing', billing);
    app.scheduler.register({
      name: 'billing-lifecycle',
      intervalSeconds: app.config.billingJobsIntervalSeconds,
      run: async (now) => {
        const report = await runBillingJobs(billing, now);
        // Every write of the jobs is counted: accounts deleted, trials marked as reminded, access ended.
        return { accountsChanged: report.deleted + report.reminded + report.expired > 0 };
      },
    });
  },
  { name: 'billing', dependencies: ['db', 'site-settings', 'storage', 'scheduler'] },
);
